import { Module } from '@nestjs/common';
import { DatabasePoolMetrics } from './database-pool-metrics';
import { HealthReports } from './health-reports';
import { MetricsService } from './metrics.service';

/** Prometheus metrics and the health reports contexts add to; ops serves them over HTTP. */
@Module({
  providers: [MetricsService, HealthReports, DatabasePoolMetrics],
  exports: [MetricsService, HealthReports],
})
export class ObservabilityModule {}
