import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/use-page-title';
import ChatWidget from '../components/chat-widget';

/** /features/ai-chatbot: AgroBot opened at once (the widget floats on the other pages). */
export function ChatbotRoute() {
  const { t } = useTranslation('advisory');
  usePageTitle(t('chat.title'));
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', fontWeight: 800, mb: 1 }}>
        {t('chat.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('chat.subtitle')}</Typography>
      <ChatWidget defaultOpen />
    </Container>
  );
}
