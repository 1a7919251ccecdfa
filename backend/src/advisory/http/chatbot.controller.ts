import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import type { Lang } from '../../i18n/language';
import { AcceptedLang } from '../../i18n/request-language';
import { Public } from '../../shared/auth/public.decorator';
import { ErrorResponse } from '../../shared/http/error-response';
import { UserOrAddressThrottlerGuard } from '../../shared/http/user-throttler.guard';
import { ChatbotService } from '../application/chatbot.service';
import { ChatAnswerDto, ChatQuestionDto } from './advisory.dto';

export const CHAT_QUESTIONS_PER_MINUTE = 20;

@ApiTags('advisory')
@Public()
@UseGuards(UserOrAddressThrottlerGuard)
@Controller('api/chatbot')
export class ChatbotController {
  constructor(private readonly chatbot: ChatbotService) {}

  @Post()
  @HttpCode(200)
  @Throttle({ auth: { limit: CHAT_QUESTIONS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({
    operationId: 'askChatbot',
    summary:
      'Ask AgroBot; answers in your profile language when logged in, with the knowledge-base passages it used',
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Empty or longer than 1,000 characters',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  @ApiBadGatewayResponse({ type: ErrorResponse, description: 'The AI model refused the request' })
  @ApiServiceUnavailableResponse({
    type: ErrorResponse,
    description: 'The AI model did not answer',
  })
  async ask(
    @Body() dto: ChatQuestionDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @AcceptedLang() requestLanguage: Lang | null,
  ): Promise<ChatAnswerDto> {
    return ChatAnswerDto.from(
      await this.chatbot.ask({
        message: dto.message,
        conversationId: dto.conversationId,
        language: dto.language,
        userId: user?.id,
        requestLanguage,
      }),
    );
  }
}
