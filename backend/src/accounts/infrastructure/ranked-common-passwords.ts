import { Injectable } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { CommonPasswords } from '../application/ports/common-passwords';

/** How many of the most common passwords we refuse. */
export const COMMON_PASSWORD_COUNT = 1000;

/** The top of zxcvbn-ts's ranked list of leaked passwords, compared case-insensitively. */
@Injectable()
export class RankedCommonPasswords extends CommonPasswords {
  private readonly top = new Set(
    (dictionary['passwords-common'] as string[])
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((p) => p.toLowerCase()),
  );

  isCommon(password: string): boolean {
    return this.top.has(password.toLowerCase());
  }
}
