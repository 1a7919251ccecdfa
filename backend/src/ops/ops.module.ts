import { Global, Module } from '@nestjs/common';
import { HealthReports } from '../shared/observability/health-reports';
import { MetricsService } from '../shared/observability/metrics.service';
import { HealthController } from './http/health.controller';
import { MetricsController } from './http/metrics.controller';

@Global()
@Module({
  controllers: [HealthController, MetricsController],
  providers: [MetricsService, HealthReports],
  exports: [MetricsService, HealthReports],
})
export class OpsModule {}
