import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../shared/config/app-config';
import { DatabaseUrl } from '../shared/database/database-url';
import { buildOpenApiDocument } from './openapi-document';

/** Sorts object keys so the committed file only changes when the API does. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

/** Writes backend/openapi.json from the built app: no listening, no database (preview mode). */
async function main() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await NestFactory.create(
    AppModule.forRoot(config, new DatabaseUrl('postgres://unused', 1)),
    {
      preview: true,
      logger: false,
      abortOnError: false,
    },
  );
  const document = buildOpenApiDocument(app);
  const target = resolve(__dirname, '../../openapi.json');
  writeFileSync(target, `${JSON.stringify(stable(document), null, 2)}\n`);
  await app.close();
  console.log(`OpenAPI document written to ${target}`);
}

void main();
