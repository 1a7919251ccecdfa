import { MAX_TEXT_FIELD } from './market-price';

export const MAX_WATCHES_PER_USER = 20;

/** A commodity in a state that a user follows on the dashboard. */
export class PriceWatch {
  constructor(
    readonly id: string,
    readonly userId: string,
    readonly commodity: string,
    readonly state: string,
    readonly createdAt: Date,
  ) {}
}

export function normaliseWatchText(value: string): string | null {
  const t = value.replace(/\s+/g, ' ').trim();
  return t.length === 0 || t.length > MAX_TEXT_FIELD ? null : t;
}
