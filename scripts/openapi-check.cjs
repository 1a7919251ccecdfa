// Regenerates backend/openapi.json and frontend/src/api/schema.d.ts and fails when either changed:
// the committed files must always describe the code (immich-style check).
require('./check-node.cjs');
const { readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');

const root = join(__dirname, '..');
const files = ['backend/openapi.json', 'frontend/src/api/schema.d.ts'];
const read = (f) => (existsSync(join(root, f)) ? readFileSync(join(root, f), 'utf8') : null);

const before = files.map(read);
const result = spawnSync('npm', ['run', 'openapi'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (result.status !== 0) {
  console.error('openapi:check: generating the OpenAPI files failed.');
  process.exit(1);
}
const stale = files.filter((f, i) => read(f) !== before[i]);
if (stale.length > 0) {
  console.error(
    `Generated files not up to date! ${stale.join(', ')} changed when regenerated.\n` +
      'They have been rewritten now: review and commit them (npm run openapi).',
  );
  process.exit(1);
}
console.log('openapi:check: backend/openapi.json and frontend/src/api/schema.d.ts are up to date.');
