import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../shared/config/app-config';
import type { Channel } from '../domain/message';
import { MessageGateways, type MessageGateway } from '../application/ports/message-gateway';
import { DevOutboxGateway } from './dev-outbox.gateway';
import { providerGateways } from './provider-gateways';

/** MSG91 and the WhatsApp Cloud API where configured; the dev outbox for the rest. */
@Injectable()
export class ConfiguredGateways extends MessageGateways {
  private readonly byChannel: Record<Channel, MessageGateway>;

  constructor(config: AppConfig) {
    super();
    const outbox = new DevOutboxGateway(join(config.dataDir, 'messages'));
    const providers = providerGateways(config.messaging);
    this.byChannel = { sms: providers.sms ?? outbox, whatsapp: providers.whatsapp ?? outbox };
  }

  for(channel: Channel): MessageGateway {
    return this.byChannel[channel];
  }
}
