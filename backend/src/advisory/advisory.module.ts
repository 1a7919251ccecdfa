import { AccountsModule } from '../accounts/index';
import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../shared/config/app-config';
import { PublicAnswersModule } from '../shared/http/public-cache/public-answers.module';
import { ChatbotService } from './application/chatbot.service';
import { CropNames } from './application/crop-names';
import { PhotoChecksService } from './application/photo-checks.service';
import { VoiceService } from './application/voice.service';
import { ChatModel, NoChatModel } from './application/ports/chat-model';
import { CropCatalog } from './application/ports/crop-catalog';
import { CropIdentifier } from './application/ports/crop-identifier';
import { KnowledgeBase } from './application/ports/knowledge-base';
import { LeafHealthAssessor } from './application/ports/leaf-health-assessor';
import { PhotoDecoder } from './application/ports/photo-decoder';
import { NoSpeechToText, SpeechToText } from './application/ports/speech-to-text';
import { UserLanguages } from './application/ports/user-languages';
import { ChatbotController } from './http/chatbot.controller';
import { PhotoChecksController } from './http/photo-checks.controller';
import { VoiceController } from './http/voice.controller';
import { FileCropCatalog } from './infrastructure/crop-catalog';
import {
  KindwiseCropIdentifier,
  KindwiseLeafHealthAssessor,
  OfflineCropIdentifier,
  OfflineLeafHealthAssessor,
} from './infrastructure/kindwise';
import { MiniSearchKnowledgeBase } from './infrastructure/minisearch-knowledge-base';
import { OpenAiChatModel } from './infrastructure/openai-chat.model';
import { OpenAiSpeechToText } from './infrastructure/openai-speech-to-text';
import { SharpPhotoDecoder } from './infrastructure/sharp-photo-decoder';
import { DirectoryUserLanguages } from './infrastructure/directory-user-languages';

@Module({
  imports: [AccountsModule, PublicAnswersModule],
  controllers: [ChatbotController, PhotoChecksController, VoiceController],
  providers: [
    ChatbotService,
    PhotoChecksService,
    VoiceService,
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
      provide: SpeechToText,
      inject: [AppConfig],
      useFactory: (config: AppConfig): SpeechToText =>
        config.stt ? new OpenAiSpeechToText(config.stt) : new NoSpeechToText(),
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
export class AdvisoryModule implements OnApplicationBootstrap {
  constructor(
    private readonly knowledge: KnowledgeBase,
    private readonly config: AppConfig,
  ) {}

  /**
   * AgroBot's index is built just after start, off the start-up path, so the app is healthy
   * sooner and the first question does not wait. Tests build it on their first question.
   */
  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    setTimeout(() => void this.knowledge.warm(), 0).unref();
  }
}
