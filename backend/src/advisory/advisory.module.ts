import { AccountsModule } from '../accounts/index';
import { Module } from '@nestjs/common';
import { AppConfig } from '../shared/config/app-config';
import { PublicAnswersModule } from '../shared/http/public-cache/public-answers.module';
import { ChatbotService } from './application/chatbot.service';
import { CropNames } from './application/crop-names';
import { PhotoChecksService } from './application/photo-checks.service';
import { ChatModel, NoChatModel } from './application/ports/chat-model';
import { CropCatalog } from './application/ports/crop-catalog';
import { CropIdentifier } from './application/ports/crop-identifier';
import { KnowledgeBase } from './application/ports/knowledge-base';
import { LeafHealthAssessor } from './application/ports/leaf-health-assessor';
import { PhotoDecoder } from './application/ports/photo-decoder';
import { UserLanguages } from './application/ports/user-languages';
import { ChatbotController } from './http/chatbot.controller';
import { PhotoChecksController } from './http/photo-checks.controller';
import { FileCropCatalog } from './infrastructure/crop-catalog';
import {
  KindwiseCropIdentifier,
  KindwiseLeafHealthAssessor,
  OfflineCropIdentifier,
  OfflineLeafHealthAssessor,
} from './infrastructure/kindwise';
import { MiniSearchKnowledgeBase } from './infrastructure/minisearch-knowledge-base';
import { OpenAiChatModel } from './infrastructure/openai-chat.model';
import { SharpPhotoDecoder } from './infrastructure/sharp-photo-decoder';
import { DirectoryUserLanguages } from './infrastructure/directory-user-languages';

@Module({
  imports: [AccountsModule, PublicAnswersModule],
  controllers: [ChatbotController, PhotoChecksController],
  providers: [
    ChatbotService,
    PhotoChecksService,
    CropNames,
    { provide: KnowledgeBase, useFactory: () => new MiniSearchKnowledgeBase() },
    { provide: CropCatalog, useFactory: () => new FileCropCatalog() },
    { provide: UserLanguages, useClass: DirectoryUserLanguages },
    { provide: PhotoDecoder, useClass: SharpPhotoDecoder },
    {
      provide: ChatModel,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ChatModel =>
        config.llm ? new OpenAiChatModel(config.llm) : new NoChatModel(),
    },
    {
      provide: CropIdentifier,
      inject: [AppConfig],
      useFactory: (config: AppConfig): CropIdentifier =>
        config.kindwise ? new KindwiseCropIdentifier(config.kindwise) : new OfflineCropIdentifier(),
    },
    {
      provide: LeafHealthAssessor,
      inject: [AppConfig],
      useFactory: (config: AppConfig): LeafHealthAssessor =>
        config.kindwise
          ? new KindwiseLeafHealthAssessor(config.kindwise)
          : new OfflineLeafHealthAssessor(),
    },
  ],
  exports: [CropNames],
})
export class AdvisoryModule {}
