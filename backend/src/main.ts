import { resolve } from 'node:path';
import { startDatabase } from './bootstrap-database';
import { createApp } from './create-app';
import { ConfigError, loadConfig } from './shared/config/app-config';
import { migrateDatabase } from './shared/database/migrate-database';

const FRONTEND_DIST = resolve(__dirname, '../../frontend/dist');

async function main() {
  const config = loadConfig();
  const database = await startDatabase(config);
  const where = database.embedded ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL from DATABASE_URL';
  console.log(`AgroSense: database is ${where}`);

  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`AgroSense: ${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app?.close();
      await database.embedded?.stop();
      clearTimeout(force);
      process.exit(0);
    } catch (e) {
      console.error('AgroSense: error during shutdown', e);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const { applied } = await migrateDatabase(database.url.value);
    console.log(`AgroSense: migrations ${applied.length ? `applied: ${applied.join(', ')}` : 'up to date'}`);
    app = await createApp(config, database.url, { frontendDist: FRONTEND_DIST });
    await app.listen(config.port, config.host);
    const shown = config.publicUrl ?? `http://localhost:${config.port}`;
    console.log(`AgroSense: listening on ${shown} (API docs at ${shown}/api/docs)`);
  } catch (e) {
    await app?.close().catch(() => undefined);
    await database.embedded?.stop();
    throw e;
  }
}

main().catch((e: unknown) => {
  if (e instanceof ConfigError) {
    console.error(e.message);
  } else {
    console.error('AgroSense failed to start:', e instanceof Error ? e.message : e);
    if (e instanceof Error && e.stack) console.error(e.stack);
  }
  process.exit(1);
});
