import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Gauge } from 'prom-client';
import { DatabaseUrl } from '../database/database-url';
import { MetricsService } from './metrics.service';

/**
 * The connection pool of this app instance, read at each scrape. Saturation shows as in-use
 * connections at the maximum with requests waiting (see docs/operations.md, Monitoring).
 */
@Injectable()
export class DatabasePoolMetrics {
  constructor(metrics: MetricsService, orm: MikroORM, url: DatabaseUrl) {
    const registers = [metrics.registry];
    const pool = () => orm.em.getConnection().getNativeClient();
    new Gauge({
      name: 'agrosense_db_pool_max_connections',
      help: 'Most connections this instance opens to PostgreSQL (DATABASE_POOL_SIZE)',
      registers,
    }).set(url.poolSize);
    new Gauge({
      name: 'agrosense_db_pool_connections',
      help: 'Open PostgreSQL connections of this instance, by state (in_use, idle)',
      labelNames: ['state'] as const,
      registers,
      async collect() {
        const p = await pool();
        this.set({ state: 'in_use' }, p.totalCount - p.idleCount);
        this.set({ state: 'idle' }, p.idleCount);
      },
    });
    new Gauge({
      name: 'agrosense_db_pool_waiting_requests',
      help: 'Queries waiting for a free PostgreSQL connection of this instance',
      registers,
      async collect() {
        this.set((await pool()).waitingCount);
      },
    });
  }
}
