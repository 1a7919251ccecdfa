// `npm run audit`: known vulnerabilities in the production dependencies (npm audit --omit=dev),
// failing on high or critical ones. When the registry's audit endpoint cannot be reached or does
// not answer (some mirrors and proxies refuse it, e.g. with 405), it says so plainly and exits 0:
// "could not check" is reported, never passed off as "no findings", and never fails the build.
require('./check-node.cjs');
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});

let report;
try {
  report = JSON.parse(run.stdout || 'null');
} catch {
  report = null;
}

/** npm's own words when the audit endpoint did not answer (error object, or no report at all). */
function unanswered() {
  if (run.error) return run.error.message;
  if (!report) return (run.stderr || 'no report').trim().split('\n').slice(-3).join(' ');
  if (report.error) return report.message || report.error.summary || 'audit endpoint error';
  if (!report.metadata?.vulnerabilities) return 'the answer has no vulnerability counts';
  return null;
}

const why = unanswered();
if (why !== null) {
  console.error(
    `npm audit: COULD NOT CHECK — the registry's audit endpoint did not answer (${why}).\n` +
      'Nothing is known about vulnerabilities in the production dependencies from this run. ' +
      'Run `npm run audit` where registry.npmjs.org is reachable.',
  );
  process.exit(0);
}

const counts = report.metadata.vulnerabilities;
const summary = ['critical', 'high', 'moderate', 'low', 'info']
  .map((level) => `${counts[level] ?? 0} ${level}`)
  .join(', ');
const serious = (counts.critical ?? 0) + (counts.high ?? 0);
console.log(`npm audit --omit=dev: ${summary}.`);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical') {
      const via = (v.via ?? []).map((x) => (typeof x === 'string' ? x : x.title)).join('; ');
      console.error(`  ${v.severity}: ${name} ${v.range ?? ''} — ${via}`);
    }
  }
  console.error(`npm audit: ${serious} high or critical finding(s) in production dependencies.`);
  process.exit(1);
}
