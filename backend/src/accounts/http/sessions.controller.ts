import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { ErrorResponse } from '../../shared/http/error-response';
import { AccountsService } from '../application/accounts.service';

@ApiTags('auth')
@ApiBearerAuth('bearer')
@Controller('api/auth')
export class SessionsController {
  constructor(private readonly accounts: AccountsService) {}

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'logout',
    summary: 'End this session on the server: the token is refused from now on',
  })
  @ApiNoContentResponse({ description: 'Logged out' })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
  async logout(@CurrentUser() actor: AuthenticatedUser): Promise<void> {
    await this.accounts.logout(actor);
  }
}
