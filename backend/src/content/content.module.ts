import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ImagesModule } from '../shared/images/images.module';
import { MailModule } from '../shared/mail/mail.module';
import { PublicAnswers } from '../shared/http/public-cache/public-answers';
import { PublicAnswersModule } from '../shared/http/public-cache/public-answers.module';
import {
  MikroORM,
  RequestContext,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import { AppConfig } from '../shared/config/app-config';
import { Clock, SystemClock } from '../shared/time/clock';
import { IndianStatesService } from './application/indian-states.service';
import { MessagesService, SupportMailbox } from './application/messages.service';
import { NewsletterService } from './application/newsletter.service';
import { InboxMessageRepository } from './application/ports/inbox-message.repository';
import { IndianStateRepository } from './application/ports/indian-state.repository';
import {
  MachineryResourceRepository,
  ResourceReviewRepository,
} from './application/ports/machinery-resource.repository';
import { NewsletterRepository } from './application/ports/newsletter.repository';
import { ReferenceContentSource } from './application/ports/reference-content.source';
import { SchemeRepository } from './application/ports/scheme.repository';
import { ResourcesService } from './application/resources.service';
import { SchemesService } from './application/schemes.service';
import { IndianStatesController, STATES_SCOPE } from './http/indian-states.controller';
import { MessagesController } from './http/messages.controller';
import { NewsletterController } from './http/newsletter.controller';
import { RESOURCES_SCOPE, ResourcesController } from './http/resources.controller';
import { SCHEMES_SCOPE, SchemesController } from './http/schemes.controller';
import { FileReferenceContentSource } from './infrastructure/file-reference-content.source';
import { MikroOrmInboxMessageRepository } from './infrastructure/mikro-orm-inbox-message.repository';
import { MikroOrmIndianStateRepository } from './infrastructure/mikro-orm-indian-state.repository';
import {
  MikroOrmMachineryResourceRepository,
  MikroOrmResourceReviewRepository,
} from './infrastructure/mikro-orm-machinery-resource.repository';
import { MikroOrmNewsletterRepository } from './infrastructure/mikro-orm-newsletter.repository';
import { MikroOrmSchemeRepository } from './infrastructure/mikro-orm-scheme.repository';

@Module({
  imports: [ImagesModule, MailModule, PublicAnswersModule],
  controllers: [
    IndianStatesController,
    SchemesController,
    ResourcesController,
    MessagesController,
    NewsletterController,
  ],
  providers: [
    IndianStatesService,
    SchemesService,
    ResourcesService,
    MessagesService,
    NewsletterService,
    { provide: IndianStateRepository, useClass: MikroOrmIndianStateRepository },
    { provide: SchemeRepository, useClass: MikroOrmSchemeRepository },
    { provide: MachineryResourceRepository, useClass: MikroOrmMachineryResourceRepository },
    { provide: ResourceReviewRepository, useClass: MikroOrmResourceReviewRepository },
    { provide: InboxMessageRepository, useClass: MikroOrmInboxMessageRepository },
    { provide: NewsletterRepository, useClass: MikroOrmNewsletterRepository },
    { provide: ReferenceContentSource, useClass: FileReferenceContentSource },
    { provide: Clock, useClass: SystemClock },
    {
      provide: SupportMailbox,
      inject: [AppConfig],
      useFactory: (config: AppConfig): SupportMailbox => ({ address: config.supportEmail }),
    },
  ],
  exports: [IndianStatesService],
})
export class ContentModule implements OnApplicationBootstrap {
  constructor(
    private readonly orm: MikroORM,
    private readonly states: IndianStatesService,
    private readonly schemes: SchemesService,
    private readonly resources: ResourcesService,
    private readonly answers: PublicAnswers,
  ) {}

  /**
   * Reference content is loaded on every start; the load is idempotent. What it changed is
   * announced, so the other replicas stop answering the lists they made from the old content.
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.loadReferenceContent();
    } catch (error) {
      // Two replicas starting together on an empty database race to insert the same rows: the
      // one that loses meets a unique key of the other's committed rows, and its second pass
      // finds them there (the load is idempotent).
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      await this.loadReferenceContent();
    }
  }

  private async loadReferenceContent(): Promise<void> {
    await RequestContext.create(this.orm.em, async () => {
      const states = await this.states.loadReferenceContent();
      const schemes = await this.schemes.loadReferenceContent();
      const resources = await this.resources.loadReferenceContent();
      // Scheme lists name their states.
      if (states > 0) this.answers.changed(STATES_SCOPE);
      if (states > 0 || schemes > 0) this.answers.changed(SCHEMES_SCOPE);
      if (resources > 0) this.answers.changed(RESOURCES_SCOPE);
    });
  }
}
