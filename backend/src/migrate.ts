import { startDatabase } from './bootstrap-database';
import { ConfigError, loadConfig, loadDotEnv } from './shared/config/app-config';
import { migrateDatabase } from './shared/database/migrate-database';
import { prepareDataDir, restrictNewFiles } from './shared/files/private-files';

/** `npm run migrate`: applies pending migrations to DATABASE_URL or the embedded database, then exits. */
async function main() {
  restrictNewFiles();
  loadDotEnv();
  const config = loadConfig();
  prepareDataDir(config);
  const database = await startDatabase(config);
  try {
    const { applied } = await migrateDatabase(database.url.value);
    console.log(
      applied.length ? `Applied: ${applied.join(', ')}` : 'Database schema is up to date.',
    );
  } finally {
    await database.embedded?.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
