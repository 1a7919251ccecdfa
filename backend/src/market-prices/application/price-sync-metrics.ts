import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import { MetricsService } from '../../shared/observability/metrics.service';
import { runDurationMs, SYNC_STATUSES, type PriceSyncRun } from '../domain/sync-run';

/** Prometheus series for ops: alert when the last success grows old (see docs/operations.md). */
@Injectable()
export class PriceSyncMetrics {
  readonly lastSuccess: Gauge;
  readonly runs: Counter<'status'>;
  readonly upserted: Counter;
  readonly duration: Histogram<'status'>;

  constructor(metrics: MetricsService) {
    const registers = [metrics.registry];
    this.lastSuccess = new Gauge({
      name: 'agrosense_price_sync_last_success_timestamp',
      help: 'Unix time (seconds) when the last price sync succeeded; 0 if never',
      registers,
    });
    this.runs = new Counter({
      name: 'agrosense_price_sync_runs_total',
      help: 'Price sync runs finished by this process, by outcome',
      labelNames: ['status'],
      registers,
    });
    for (const status of SYNC_STATUSES) if (status !== 'running') this.runs.inc({ status }, 0);
    this.upserted = new Counter({
      name: 'agrosense_price_sync_records_upserted_total',
      help: 'Price reports inserted or changed by price syncs of this process',
      registers,
    });
    this.duration = new Histogram({
      name: 'agrosense_price_sync_duration_seconds',
      help: 'How long price sync runs took, by outcome',
      labelNames: ['status'],
      buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
      registers,
    });
  }

  finished(run: PriceSyncRun): void {
    this.runs.inc({ status: run.status });
    this.upserted.inc(run.upserted);
    const ms = runDurationMs(run);
    if (ms !== null) this.duration.observe({ status: run.status }, ms / 1000);
    if (run.status === 'succeeded' && run.finishedAt) this.markSuccess(run.finishedAt);
  }

  markSuccess(at: Date): void {
    this.lastSuccess.set(Math.floor(at.getTime() / 1000));
  }
}
