import { Module } from '@nestjs/common';
import { ObservabilityModule } from '../shared/observability/observability.module';
import { HealthController } from './http/health.controller';
import { MetricsController } from './http/metrics.controller';

/** /api/health and /metrics. */
@Module({
  imports: [ObservabilityModule],
  controllers: [HealthController, MetricsController],
})
export class OpsModule {}
