import { OwnPath } from '../../shared/auth/own-path.decorator';
import { notYourAccount } from '../domain/account-errors';
import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { CurrentUser } from '../../shared/auth/current-user.decorator';
import { ErrorResponse } from '../../shared/http/error-response';
import { AccountsService } from '../application/accounts.service';
import { UpdateProfileDto, UserProfileDto } from './user-profile.dto';

const uuid = new ParseUUIDPipe({ version: '4', exceptionFactory: () => new UserIdError() });
class UserIdError extends Error {
  readonly status = 404;
  readonly type = 'user.not_found';
}

@ApiTags('auth')
@ApiBearerAuth('bearer')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not logged in' })
@ApiForbiddenResponse({ type: ErrorResponse, description: "Another user's account" })
@ApiNotFoundResponse({ type: ErrorResponse })
@Controller('api/auth/users')
export class UsersController {
  constructor(private readonly accounts: AccountsService) {}

  @Get(':userId')
  @OwnPath('userId', notYourAccount)
  @ApiOperation({ operationId: 'getUser', summary: 'Your own profile' })
  async get(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('userId', uuid) userId: string,
  ): Promise<UserProfileDto> {
    return UserProfileDto.from(await this.accounts.getProfile(actor, userId));
  }

  @Put(':userId')
  @OwnPath('userId', notYourAccount)
  @ApiOperation({
    operationId: 'updateUser',
    summary: 'Change your own profile; a blank password keeps the old one',
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      'A field is not valid: a blank name, state or address, a mobile, username or UPI ID (ACCOUNT.INVALID_UPI_ID) that is not one',
  })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'Email, mobile or username already used',
  })
  async update(
    @CurrentUser() actor: AuthenticatedUser,
    @Param('userId', uuid) userId: string,
    @Body() dto: UpdateProfileDto,
  ): Promise<UserProfileDto> {
    return UserProfileDto.from(await this.accounts.updateProfile(actor, userId, dto));
  }
}
