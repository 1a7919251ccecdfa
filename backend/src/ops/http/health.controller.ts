import { Public } from '../../shared/auth/public.decorator';
import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { HealthReports } from '../../shared/observability/health-reports';
import { HealthCheckDto, HealthDto, LivenessDto } from './health.dto';

const DATABASE_TIMEOUT_MS = 2000;
/**
 * A check of the database started less than this long ago (finished or still running) answers
 * other probes too. Under load each check is several trips through the event loop (two queries);
 * probes arriving every 100 ms from several balancers would queue behind each other's (security
 * round 2), while a second-old answer is as good for readiness.
 */
export const DEPENDENCY_CHECK_REUSE_MS = 1000;

interface DependencyChecks {
  database: HealthCheckDto;
  priceSync?: Awaited<ReturnType<HealthReports['priceSync']>>;
}
const VERSION = process.env.npm_package_version ?? '0.1.0';

@ApiTags('ops')
@Public()
@Controller('api/health')
export class HealthController {
  private recent?: { startedAt: number; checks: Promise<DependencyChecks> };

  constructor(
    private readonly orm: MikroORM,
    private readonly reports: HealthReports,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'Readiness: is the database reachable? (503 when not)',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'A dependency is down' })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const { database, priceSync } = await this.dependencies();
    const ok = database.status === 'up';
    res.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'unavailable',
      version: VERSION,
      uptimeSeconds: Math.round(process.uptime()),
      checks: { database },
      ...(priceSync ? { priceSync } : {}),
    };
  }

  /**
   * Liveness only: answers without touching the database or anything else, so an orchestrator
   * restarts a process only when it is stuck, not when the database is down (that is readiness,
   * above). Also the benchmarks' no-op route.
   */
  @Get('live')
  @ApiOperation({
    operationId: 'getLiveness',
    summary: 'Liveness: is the process up? (no dependency checks)',
  })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  /** The database and the price sync, checked at most once per DEPENDENCY_CHECK_REUSE_MS. */
  private dependencies(): Promise<DependencyChecks> {
    const now = performance.now();
    if (this.recent && now - this.recent.startedAt < DEPENDENCY_CHECK_REUSE_MS) {
      return this.recent.checks;
    }
    const checks = this.checkDatabase().then(async (database) => ({
      database,
      priceSync:
        database.status === 'up'
          ? await this.reports.priceSync().catch(() => undefined)
          : undefined,
    }));
    this.recent = { startedAt: now, checks };
    return checks;
  }

  private async checkDatabase(): Promise<HealthCheckDto> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.orm.em.getConnection().execute('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), DATABASE_TIMEOUT_MS);
        }),
      ]);
      return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch {
      return { status: 'down' };
    } finally {
      clearTimeout(timer);
    }
  }
}
