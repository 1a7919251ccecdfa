import type { Lang } from '../../i18n/language';

/**
 * A password reset code to send by SMS (issue #24). Published in the transaction that stores the
 * code's hash; the messaging context queues the SMS in the same transaction. The code itself is
 * in the event because the SMS must carry it; the outbox blanks it once sent.
 */
export interface ResetCodeBySms {
  type: 'account.reset_code_by_sms';
  userId: string;
  /** The stored code's id: one SMS per code. */
  codeId: string;
  /** 10 digits */
  mobile: string;
  lang: Lang;
  code: string;
}
