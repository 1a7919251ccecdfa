import { RateLimit } from '../../shared/http/rate-limits';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
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
import { ChatbotService } from '../application/chatbot.service';
import { ChatAnswerDto, ChatQuestionDto } from './advisory.dto';

@ApiTags('advisory')
@Public()
@Controller('api/chatbot')
export class ChatbotController {
  constructor(private readonly chatbot: ChatbotService) {}

  @Post()
  @HttpCode(200)
  @RateLimit('chat')
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
