// `npm run migration:create -w backend -- <name>`: applies the committed migrations to a throwaway
// in-memory PGlite, diffs that schema against the entity mappings and writes the difference as a
// new migration. Add the printed line to src/shared/database/migrations/index.ts.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { execSync } = require('node:child_process');

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]/gi, '_');
if (!name) {
  console.error('Usage: npm run migration:create -w backend -- <snake_case_name>');
  process.exit(1);
}
execSync('npx nest build', { cwd: join(__dirname, '..'), stdio: 'inherit' });
const dist = join(__dirname, '../dist');
const { startEmbeddedPostgres } = require(join(dist, 'shared/database/embedded-postgres.js'));
const { migrateDatabase } = require(join(dist, 'shared/database/migrate-database.js'));
const { buildOrmOptions } = require(join(dist, 'shared/database/mikro-orm.options.js'));
const { ENTITIES } = require(join(dist, 'entities.js'));
const { MikroORM } = require('@mikro-orm/postgresql');

(async () => {
  const db = await startEmbeddedPostgres({ maxConnections: 3 });
  try {
    await migrateDatabase(db.url);
    const orm = await MikroORM.init(
      buildOrmOptions({ clientUrl: db.url, poolSize: 1, entities: ENTITIES }),
    );
    const up = (await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim();
    await orm.close(true);
    if (!up) {
      console.log('The schema already matches the entity mappings: no migration needed.');
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const cls = `Migration${stamp}_${name}`;
    const statements = up
      .split(/;\n/)
      .map((s) => s.trim().replace(/;$/, ''))
      .filter(Boolean)
      .map((s) => `    this.addSql(\`${s.replace(/`/g, '\\`')};\`);`)
      .join('\n');
    const file = join(__dirname, '../src/shared/database/migrations', `${cls}.ts`);
    writeFileSync(
      file,
      `import { Migration } from '@mikro-orm/migrations';\n\nexport class ${cls} extends Migration {\n  override up(): void {\n${statements}\n  }\n}\n`,
    );
    console.log(`Wrote ${file}\nAdd to migrations/index.ts:\n  { name: '${cls}', class: ${cls} },`);
  } finally {
    await db.stop();
  }
})();
