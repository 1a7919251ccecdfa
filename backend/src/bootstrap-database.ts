import type { AppConfig } from './shared/config/app-config';
import { DatabaseUrl } from './shared/database/database-url';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './shared/database/embedded-postgres';

/** All embedded connections share one Postgres session, so a few are plenty. */
const EMBEDDED_POOL_SIZE = 4;

export interface StartedDatabase {
  url: DatabaseUrl;
  embedded?: EmbeddedPostgres;
}

/** DATABASE_URL when set; otherwise the embedded PGlite database kept in DATA_DIR. */
export async function startDatabase(config: AppConfig): Promise<StartedDatabase> {
  if (config.databaseUrl) {
    return { url: new DatabaseUrl(config.databaseUrl, config.databasePoolSize) };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    maxConnections: EMBEDDED_POOL_SIZE + 2,
  });
  return { url: new DatabaseUrl(embedded.url, EMBEDDED_POOL_SIZE), embedded };
}
