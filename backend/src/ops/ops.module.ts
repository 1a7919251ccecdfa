import { Global, Module } from '@nestjs/common';
import { DatabasePoolMetrics } from '../shared/observability/database-pool-metrics';
import { HealthReports } from '../shared/observability/health-reports';
import { MetricsService } from '../shared/observability/metrics.service';
import { HealthController } from './http/health.controller';
import { MetricsController } from './http/metrics.controller';

@Global()
@Module({
  controllers: [HealthController, MetricsController],
  providers: [MetricsService, HealthReports, DatabasePoolMetrics],
  exports: [MetricsService, HealthReports],
})
export class OpsModule {}
