import { MikroORM } from '@mikro-orm/postgresql';
import { buildOrmOptions } from './mikro-orm.options';

const HOUR_MS = 60 * 60 * 1000;

async function analyze(url: string): Promise<void> {
  const orm = await MikroORM.init(buildOrmOptions({ clientUrl: url, poolSize: 1 }));
  try {
    await orm.em.getConnection().execute('analyze');
  } finally {
    await orm.close(true);
  }
}

/**
 * PGlite runs Postgres in single-user mode, so autovacuum never refreshes the planner's
 * statistics and queries keep plans made for empty tables. Analyze at start and then hourly.
 */
export async function startEmbeddedMaintenance(
  url: string,
  onError: (e: unknown) => void,
): Promise<() => void> {
  await analyze(url);
  const timer = setInterval(() => void analyze(url).catch(onError), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
