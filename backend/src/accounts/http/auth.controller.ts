import { RateLimit } from '../../shared/http/rate-limits';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Lang } from '../../i18n/language';
import { RequestLang } from '../../i18n/request-language';
import { translate } from '../../i18n/translate';
import { Public } from '../../shared/auth/public.decorator';
import { ErrorResponse } from '../../shared/http/error-response';
import { AccountsService } from '../application/accounts.service';
import { PasswordResetService } from '../application/password-reset.service';
import { LoginDto, LoginResponseDto } from './login.dto';
import { ResetPasswordDto, SendOtpDto } from './password-reset.dto';
import { MessageDto, SignupDto } from './signup.dto';

export const SEND_OTP_ANSWER = translate('en', 'DONE.SEND_OTP');

@ApiTags('auth')
@Public()
@RateLimit('auth')
@ApiTooManyRequestsResponse({
  type: ErrorResponse,
  description: 'Too many attempts from this address',
})
@Controller()
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Post('api/auth/signup')
  @ApiOperation({ operationId: 'signup', summary: 'Create an account' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Mobile or email already registered' })
  async signup(@Body() dto: SignupDto, @RequestLang() lang: Lang): Promise<MessageDto> {
    await this.accounts.signup(dto);
    return { message: translate(lang, 'DONE.SIGNUP') };
  }

  /** The older app posts here, without the /api prefix. */
  @Post('auth/signup')
  @ApiOperation({
    operationId: 'signupLegacy',
    summary: 'Create an account (path without /api, kept for older clients)',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  signupLegacy(@Body() dto: SignupDto, @RequestLang() lang: Lang): Promise<MessageDto> {
    return this.signup(dto, lang);
  }

  @Post('api/auth/login')
  @HttpCode(200)
  @ApiOperation({ operationId: 'login', summary: 'Log in with mobile number and password' })
  @ApiUnauthorizedResponse({
    type: ErrorResponse,
    description: 'Invalid phone number or password.',
  })
  login(@Body() dto: LoginDto): Promise<LoginResponseDto> {
    return this.accounts.login(dto.mobile, dto.password, dto.remember ?? false);
  }

  @Post('api/auth/send-otp')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendOtp',
    summary:
      'Send a 6-digit password reset code by mail (`email`) or SMS (`mobile`); the same answer whether or not an account has that address or number',
  })
  sendOtp(@Body() dto: SendOtpDto, @RequestLang() lang: Lang): MessageDto {
    if (dto.email !== undefined) {
      this.passwordReset.requestCode({ email: dto.email });
      return { message: translate(lang, 'DONE.SEND_OTP') };
    }
    this.passwordReset.requestCode({ mobile: dto.mobile ?? '' });
    return { message: translate(lang, 'DONE.SEND_OTP#mobile') };
  }

  @Post('api/auth/reset-password')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resetPassword',
    summary: 'Set a new password with the code sent by mail or SMS; ends all sessions',
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Invalid OTP or error updating password.',
  })
  async resetPassword(
    @Body() dto: ResetPasswordDto,
    @RequestLang() lang: Lang,
  ): Promise<MessageDto> {
    await this.passwordReset.resetPassword(
      dto.email !== undefined ? { email: dto.email } : { mobile: dto.mobile ?? '' },
      dto.otp,
      dto.newPassword,
    );
    return { message: translate(lang, 'DONE.PASSWORD_RESET') };
  }
}
