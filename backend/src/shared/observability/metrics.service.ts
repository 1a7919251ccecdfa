import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** One Prometheus registry per app instance (tests start several apps in one process). */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  /** What became of requests for the member pages rendered per request (ADR 0006). */
  readonly memberPages = new Counter({
    name: 'agrosense_member_pages_total',
    help: 'Member-page requests: rendered, or why not (failed, timed_out; shed_renders: the cap of renders was running; shed_event_loop: the event loop was late; busy: answered 503)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    this.registry.setDefaultLabels({ app: 'agrosense' });
    collectDefaultMetrics({ register: this.registry });
  }
}
