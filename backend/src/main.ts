import { resolve } from 'node:path';
import pino from 'pino';
import { startDatabase } from './bootstrap-database';
import { createApp } from './create-app';
import { DEMO_PASSWORD, loadDemoData } from './demo/demo-data';
import { ConfigError, loadConfig, loadDotEnv } from './shared/config/app-config';
import { startEmbeddedMaintenance } from './shared/database/embedded-maintenance';
import { migrateDatabase } from './shared/database/migrate-database';
import { prepareDataDir, restrictNewFiles } from './shared/files/private-files';
import { returnMemoryAfterLoad } from './shared/observability/memory-after-load';

const FRONTEND_DIST = resolve(__dirname, '../../frontend/dist');

async function main() {
  restrictNewFiles();
  loadDotEnv();
  const config = loadConfig();
  prepareDataDir(config);
  const log = pino({ level: config.logLevel, base: { pid: process.pid, context: 'Bootstrap' } });
  const database = await startDatabase(config);
  const where = database.embedded
    ? `embedded PGlite in ${config.dataDir} (socket folder ${database.embedded.socketDir})`
    : 'PostgreSQL from DATABASE_URL';
  log.info(`Database: ${where}`);

  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let closing = false;
  let stopMaintenance = () => {};
  let stopReturningMemory = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      stopMaintenance();
      stopReturningMemory();
      await app?.close();
      await database.embedded?.stop();
      clearTimeout(force);
      log.info('Stopped cleanly');
      process.exit(0);
    } catch (e) {
      log.error({ err: e }, 'Error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const { applied } = await migrateDatabase(database.url.value);
    log.info(`Migrations ${applied.length ? `applied: ${applied.join(', ')}` : 'up to date'}`);
    if (database.embedded) {
      stopMaintenance = await startEmbeddedMaintenance(database.url.value, (e) =>
        log.warn({ err: e }, 'Embedded database maintenance failed'),
      );
    }
    app = await createApp(config, database.url, { frontendDist: FRONTEND_DIST });
    if (database.embedded && config.demoData) {
      const demo = await loadDemoData(app);
      if (demo) log.info(`Demo accounts created (password "${DEMO_PASSWORD}"): ${demo.join('; ')}`);
    }
    await app.listen(config.port, config.host);
    // V8 keeps the heap a burst of load grew; one full collection once it is over returns it.
    stopReturningMemory = returnMemoryAfterLoad((before, after, ms) =>
      log.info(
        `Load over: heap ${Math.round(before / 2 ** 20)} -> ${Math.round(after / 2 ** 20)} MB in ${Math.round(ms)} ms`,
      ),
    );
    const shown = config.publicUrl ?? `http://localhost:${config.port}`;
    log.info(`AgroSense is listening on ${shown} (API docs at ${shown}/api/docs)`);
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
