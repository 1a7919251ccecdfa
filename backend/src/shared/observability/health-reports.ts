import { Injectable } from '@nestjs/common';

/** What a context adds to /api/health: facts for ops, not pass/fail checks. */
export interface PriceSyncHealth {
  /** When the last price sync succeeded (ISO), null if none has */
  lastSuccessAt: string | null;
  /** Seconds since then, null if none has */
  ageSeconds: number | null;
}

/**
 * Contexts register what they report in /api/health here (ops does not depend on them). Only
 * the price sync reports for now.
 */
@Injectable()
export class HealthReports {
  private priceSyncReporter: (() => Promise<PriceSyncHealth>) | null = null;

  reportPriceSyncWith(reporter: () => Promise<PriceSyncHealth>): void {
    this.priceSyncReporter = reporter;
  }

  async priceSync(): Promise<PriceSyncHealth | undefined> {
    return this.priceSyncReporter?.();
  }
}
