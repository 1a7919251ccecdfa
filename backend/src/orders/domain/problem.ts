import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/domain/domain-error';
import { AUTO_COMPLETE_AFTER_MS, type OrderParty, type OrderStatus } from './order';

/** What went wrong with a trade, as one of its parties reports it (a fixed list, plus words). */
export const PROBLEM_REASONS = [
  'not_received',
  'quality_not_as_listed',
  'quantity_short',
  'payment_not_received',
  'other',
] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];
/** The reporter's own words, and the administrator's note when resolving. */
export const PROBLEM_TEXT_MAX = 1000;
export const RESOLUTION_NOTE_MAX = 1000;

/** Orders a problem may be reported on: the trade is agreed (Accepted) or done (Completed). */
export const PROBLEM_STATUSES: readonly OrderStatus[] = ['Accepted', 'Completed'];

export const problemNotFound = () => new NotFoundError('PROBLEM.NOT_FOUND');
export const problemNotReportable = (status: OrderStatus) =>
  new ConflictError('PROBLEM.NOT_REPORTABLE', { status });
export const problemAlreadyOpen = () => new ConflictError('PROBLEM.ALREADY_OPEN');
export const problemAlreadyResolved = () => new ConflictError('PROBLEM.ALREADY_RESOLVED');
export const problemPhotoType = () => new InvalidInputError('PROBLEM.PHOTO_TYPE');
export const problemPhotoUnreadable = () => new InvalidInputError('PROBLEM.PHOTO_UNREADABLE');

/** A report as sent: the reason and the optional words (required for `other`). */
export interface ProblemReport {
  reason: ProblemReason;
  text: string | null;
}

/**
 * Reads a report: one of PROBLEM_REASONS, words trimmed (blank is none), required for `other`,
 * at most PROBLEM_TEXT_MAX characters. 400 otherwise.
 */
export function parseProblemReport(input: { reason: string; text?: string | null }): ProblemReport {
  if (!(PROBLEM_REASONS as readonly string[]).includes(input.reason)) {
    throw new InvalidInputError('PROBLEM.INVALID_REASON', { reasons: PROBLEM_REASONS.join(', ') });
  }
  const reason = input.reason as ProblemReason;
  const text = input.text?.trim() || null;
  if (reason === 'other' && !text) throw new InvalidInputError('PROBLEM.TEXT_REQUIRED');
  if (text && text.length > PROBLEM_TEXT_MAX) {
    throw new InvalidInputError('PROBLEM.TEXT_TOO_LONG', { max: PROBLEM_TEXT_MAX });
  }
  return { reason, text };
}

/**
 * A problem one side of an order reported. Open until an administrator resolves it with a note.
 * While it is open the order does not complete by itself (OrdersService.completeHandedOver);
 * once resolved, the 72-hour clock runs again from the resolution (autoCompleteAtWith).
 */
export class OrderProblem {
  constructor(
    readonly id: string,
    readonly orderId: string,
    readonly reporterId: string,
    readonly reporterRole: OrderParty,
    readonly reason: ProblemReason,
    readonly text: string | null,
    /** The stored photo's image key, if one was sent. */
    readonly photoKey: string | null,
    readonly createdAt: Date,
    public resolvedAt: Date | null = null,
    /** The administrator who resolved it. */
    public resolvedBy: string | null = null,
    public resolutionNote: string | null = null,
  ) {}

  isOpen(): boolean {
    return this.resolvedAt === null;
  }

  /** An administrator closes it with a note (required, trimmed); 409 when it is closed already. */
  resolve(adminId: string, note: string, now: Date): void {
    if (!this.isOpen()) throw problemAlreadyResolved();
    const said = note.trim();
    if (!said) throw new InvalidInputError('PROBLEM.NOTE_REQUIRED');
    if (said.length > RESOLUTION_NOTE_MAX) {
      throw new InvalidInputError('PROBLEM.NOTE_TOO_LONG', { max: RESOLUTION_NOTE_MAX });
    }
    this.resolvedAt = now;
    this.resolvedBy = adminId;
    this.resolutionNote = said;
  }
}

/** Whether a party may report a problem now: the order is Accepted or Completed, none is open. */
export function canReportProblem(status: OrderStatus, problems: readonly OrderProblem[]): boolean {
  return PROBLEM_STATUSES.includes(status) && !problems.some((p) => p.isOpen());
}

/**
 * When a handed-over order completes by itself, given its problems: never while one is open;
 * else 72 hours after the later of the hand-over and the last resolution (the clock runs again
 * from a resolution). Null when it was not handed over.
 */
export function autoCompleteAtWith(
  handedOverAt: Date | null,
  problems: readonly OrderProblem[],
): Date | null {
  if (!handedOverAt || problems.some((p) => p.isOpen())) return null;
  const from = Math.max(handedOverAt.getTime(), ...problems.map((p) => p.resolvedAt!.getTime()));
  return new Date(from + AUTO_COMPLETE_AFTER_MS);
}
