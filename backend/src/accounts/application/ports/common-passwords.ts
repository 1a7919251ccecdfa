/** The passwords attackers try first. */
export abstract class CommonPasswords {
  abstract isCommon(password: string): boolean;
}
