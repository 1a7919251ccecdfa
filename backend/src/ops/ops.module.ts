import { Global, Module } from '@nestjs/common';
import { MetricsService } from '../shared/observability/metrics.service';
import { HealthController } from './http/health.controller';
import { MetricsController } from './http/metrics.controller';

@Global()
@Module({
  controllers: [HealthController, MetricsController],
  providers: [MetricsService],
  exports: [MetricsService],
})
export class OpsModule {}
