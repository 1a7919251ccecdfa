// `npm start` builds only what is missing or older than its sources, so a second start is instant
// and a `git pull` followed by `npm start` still serves fresh code.
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');

const root = join(__dirname, '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'backend',
    output: join(root, 'backend/dist/main.js'),
    sources: [
      'backend/src',
      'backend/tsconfig.json',
      'backend/tsconfig.build.json',
      'backend/nest-cli.json',
    ],
  },
  {
    name: 'frontend',
    // Written by scripts/prerender.mjs after `vite build` (the server renders with it, ADR 0006).
    output: join(root, 'frontend/dist-server/entry.mjs'),
    sources: [
      'frontend/src',
      'frontend/public',
      'frontend/scripts',
      'frontend/index.html',
      'frontend/vite.config.ts',
    ],
  },
];

/** Builds the stale targets; `only` names some of them (e.g. ['backend']), default all. */
function buildIfNeeded(only = []) {
  for (const target of targets) {
    if (only.length > 0 && !only.includes(target.name)) continue;
    const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
    const source = Math.max(...target.sources.map((s) => newestMtime(join(root, s))));
    if (built >= source) continue;
    console.log(`AgroSense: building ${target.name}${built ? ' (sources changed)' : ''}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.name], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`AgroSense: the ${target.name} build failed (see above).`);
      process.exit(result.status ?? 1);
    }
  }
}

module.exports = { buildIfNeeded };
if (require.main === module) buildIfNeeded(process.argv.slice(2));
