// `npm test`: the quick checks one after the other (lint, typecheck, OpenAPI), one build, then two
// lanes at once, because on a 2-core machine neither keeps both cores busy on its own (the
// browser tests mostly wait for pages, the fault tests for servers to start):
//   backend: the Jest suites (JEST_WORKERS, default 2), then the fault tests;
//   web:     the browser tests (started at once), then the frontend unit tests.
// Measured on CI's 2 cores with the frontend unit tests in the backend lane: that lane took
// 1,159 s (Jest 961, faults 85, frontend 113) and the browser tests 859 s; hence this order.
// Each line of a lane's output is prefixed with its name. Both lanes run to the end; the exit
// code is non-zero when any step failed. TEST_LANES=serial runs the same steps one by one.
require('./check-node.cjs');
const { spawn, spawnSync } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runNow(args, env = {}) {
  const r = spawnSync(npm, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const lanes = [
  {
    name: 'backend',
    env: { JEST_WORKERS: process.env.JEST_WORKERS ?? '2' },
    steps: [
      ['run', 'test', '-w', 'backend'],
      ['run', 'test:faults', '-w', 'backend'],
    ],
  },
  {
    name: 'web',
    env: {},
    steps: [
      ['run', 'test:e2e'],
      ['run', 'test', '-w', 'frontend'],
    ],
  },
];

function prefixed(stream, name, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const text = rest + chunk.toString();
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

function runStep(lane, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, args, {
      cwd: root,
      env: { ...process.env, ...lane.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixed(child.stdout, lane.name, process.stdout);
    prefixed(child.stderr, lane.name, process.stderr);
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`[${lane.name}] === npm ${args.join(' ')}: exit ${code} after ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

async function runLane(lane) {
  let failed = 0;
  for (const step of lane.steps) if ((await runStep(lane, step)) !== 0) failed++;
  return failed;
}

(async () => {
  runNow(['run', 'lint']);
  runNow(['run', 'typecheck']);
  runNow(['run', 'openapi:check']);
  // Built once here: both lanes start servers from backend/dist and frontend/dist. With
  // NODE_ENV=development, as someone's shell may have it: the served bundle must still be React's
  // production build (e2e/tests/public-pages.spec.ts checks it).
  runNow(['run', 'build:if-needed'], { NODE_ENV: 'development' });
  // The integrators' client (client/): built from backend/openapi.json, then its own tests
  // against a fake fetch (a few seconds, no server).
  runNow(['run', 'build', '-w', 'client']);
  runNow(['run', 'test', '-w', 'client']);
  const started = Date.now();
  const failures =
    process.env.TEST_LANES === 'serial'
      ? [await runLane(lanes[0]), await runLane(lanes[1])]
      : await Promise.all(lanes.map(runLane));
  console.log(`=== test lanes done after ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(failures.some((f) => f > 0) ? 1 : 0);
})();
