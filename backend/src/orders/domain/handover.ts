import { ConflictError, ForbiddenError, InvalidInputError } from '../../shared/domain/domain-error';
import type { OrderParty } from './order';

/** How the goods change hands: the buyer collects at the farm or at a named place, or the seller delivers. */
export const HANDOVER_KINDS = ['farm_pickup', 'place_pickup', 'delivery'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];
export const HANDOVER_PLACE_MAX = 200;
export const HANDOVER_NOTE_MAX = 300;
/** How far ahead a handover may be planned. */
export const HANDOVER_MAX_DAYS_AHEAD = 60;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What one side proposes: how, where, on which day, between which hours, and a note. */
export interface HandoverTerms {
  kind: HandoverKind;
  /** Where (the named place, or the delivery address); optional for a pickup at the farm. */
  place: string | null;
  /** The day, YYYY-MM-DD (India's calendar). */
  date: string;
  /** The window, HH:MM to HH:MM (India time). */
  from: string;
  to: string;
  note: string | null;
}

/** India's calendar day at `now` (IST has no daylight saving: UTC+05:30 all year). */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Reads proposed terms: a real date from today (India) up to 60 days ahead, a window that ends
 * after it starts, and a place for a pickup at a named place or a delivery. 400 otherwise.
 */
export function parseHandoverTerms(input: HandoverTerms, now: Date): HandoverTerms {
  const place = input.place?.trim() || null;
  const note = input.note?.trim() || null;
  const { kind, date, from, to } = input;
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new InvalidInputError('ORDER.HANDOVER_DATE');
  }
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    throw new InvalidInputError('ORDER.HANDOVER_DATE');
  }
  const today = indiaDay(now);
  if (date < today) throw new InvalidInputError('ORDER.HANDOVER_DATE#past');
  if (date > addDays(today, HANDOVER_MAX_DAYS_AHEAD)) {
    throw new InvalidInputError('ORDER.HANDOVER_DATE#far', { days: HANDOVER_MAX_DAYS_AHEAD });
  }
  if (!TIME.test(from) || !TIME.test(to)) throw new InvalidInputError('ORDER.HANDOVER_TIME');
  if (to <= from) throw new InvalidInputError('ORDER.HANDOVER_TIME#order');
  if (kind !== 'farm_pickup' && !place) {
    throw new InvalidInputError('ORDER.HANDOVER_PLACE');
  }
  return { kind, place, date, from, to, note };
}

/** A proposal of how the goods change hands; confirmed by the other side, or replaced. */
export class HandoverPlan {
  constructor(
    readonly id: string,
    readonly orderId: string,
    readonly kind: HandoverKind,
    readonly place: string | null,
    readonly date: string,
    readonly from: string,
    readonly to: string,
    readonly note: string | null,
    readonly proposedBy: OrderParty,
    readonly proposedAt: Date,
    public confirmedAt: Date | null = null,
    /** A later proposal replaced this one before it was confirmed. */
    public supersededAt: Date | null = null,
  ) {}

  isPending(): boolean {
    return this.confirmedAt === null && this.supersededAt === null;
  }

  /** The other side agrees: 403 for the side that proposed it, 409 when it is no longer open. */
  confirm(party: OrderParty, now: Date): void {
    if (!this.isPending()) throw new ConflictError('ORDER.NO_HANDOVER_PROPOSAL');
    if (party === this.proposedBy) throw new ForbiddenError('ORDER.OWN_HANDOVER_PROPOSAL');
    this.confirmedAt = now;
  }
}

/** The plan to show: the last confirmed one, and a newer proposal waiting for an answer. */
export function currentPlans(plans: readonly HandoverPlan[]): {
  confirmed: HandoverPlan | null;
  proposal: HandoverPlan | null;
} {
  const byTime = [...plans].sort((a, b) => a.proposedAt.getTime() - b.proposedAt.getTime());
  const confirmed = byTime.filter((p) => p.confirmedAt).at(-1) ?? null;
  const proposal = byTime.filter((p) => p.isPending()).at(-1) ?? null;
  return { confirmed, proposal };
}
