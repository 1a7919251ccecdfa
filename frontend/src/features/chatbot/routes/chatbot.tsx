import { ComingSoon } from '../../../components/ui/coming-soon';

export function ChatbotRoute() {
  return <ComingSoon titleKey="pages.chatbot" backTo="dashboard" />;
}
