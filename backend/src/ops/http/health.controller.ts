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
 * Readiness under load (security round 2): each check of the dependencies is two queries, several
 * trips through a busy event loop (and, on the embedded database, a wait behind the queries of the
 * pages being served). Probes every 100 ms from several balancers each queued their own and
 * answered in 1-8 s. Now a check that finished less than DEPENDENCY_CHECK_REUSE_MS ago answers
 * every probe; after that one new check starts, and while it runs the last answer, if younger than
 * DEPENDENCY_CHECK_STALE_MS, answers at once. A database that stops answering shows within about
 * DEPENDENCY_CHECK_REUSE_MS + DATABASE_TIMEOUT_MS.
 */
export const DEPENDENCY_CHECK_REUSE_MS = 1000;
export const DEPENDENCY_CHECK_STALE_MS = 10_000;

interface DependencyChecks {
  database: HealthCheckDto;
  priceSync?: Awaited<ReturnType<HealthReports['priceSync']>>;
}
const VERSION = process.env.npm_package_version ?? '0.1.0';

@ApiTags('ops')
@Public()
@Controller('api/health')
export class HealthController {
  /** The last finished check and when it finished. */
  private last?: { at: number; checks: DependencyChecks };
  private running?: Promise<DependencyChecks>;

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
  private async dependencies(): Promise<DependencyChecks> {
    const age = this.last ? performance.now() - this.last.at : Number.POSITIVE_INFINITY;
    if (this.last && age < DEPENDENCY_CHECK_REUSE_MS) return this.last.checks;
    this.running ??= this.checkDependencies().then((checks) => {
      this.last = { at: performance.now(), checks };
      this.running = undefined;
      return checks;
    });
    return this.last && age < DEPENDENCY_CHECK_STALE_MS ? this.last.checks : this.running;
  }

  private async checkDependencies(): Promise<DependencyChecks> {
    const database = await this.checkDatabase();
    if (database.status !== 'up') return { database };
    const priceSync = await withTimeout(this.reports.priceSync()).catch(() => undefined);
    return { database, priceSync };
  }

  private async checkDatabase(): Promise<HealthCheckDto> {
    const started = performance.now();
    try {
      await withTimeout(this.orm.em.getConnection().execute('select 1'));
      return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch {
      return { status: 'down' };
    }
  }
}

async function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), DATABASE_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
