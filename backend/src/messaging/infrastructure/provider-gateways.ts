import type { AppConfig } from '../../shared/config/app-config';
import type { MessageGateway } from '../application/ports/message-gateway';
import { Msg91SmsGateway } from './msg91-sms.gateway';
import { WhatsAppCloudGateway } from './whatsapp-cloud.gateway';

/**
 * The real provider of each channel that is configured (MSG91_AUTH_KEY, WHATSAPP_TOKEN); a channel
 * left undefined goes to the dev outbox.
 */
export function providerGateways(config: AppConfig['messaging']): {
  sms?: MessageGateway;
  whatsapp?: MessageGateway;
} {
  return {
    ...(config.sms ? { sms: new Msg91SmsGateway(config.sms) } : {}),
    ...(config.whatsapp ? { whatsapp: new WhatsAppCloudGateway(config.whatsapp) } : {}),
  };
}
