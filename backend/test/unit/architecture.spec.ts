import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const fixture = join(__dirname, '../fixtures/architecture');
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}

const command = [
  depcruise,
  'backend/src',
  'frontend/src',
  '--config',
  join(root, '.dependency-cruiser.cjs'),
];

/** `@nestjs/common` for `../node_modules/@nestjs/common/index.js`; other paths as they are. */
function packageName(path: string): string {
  return path.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, '$1');
}

/** The rules of .dependency-cruiser.cjs on the tree under `cwd`: exit code and violations. */
function cruise(cwd: string, extra: string[] = []): string[] {
  const run = spawnSync(process.execPath, [...command, '--output-type', 'json', ...extra], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 512 * 2 ** 20,
  });
  if (!run.stdout) throw new Error(`dependency-cruiser printed nothing: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  // With --ignore-known the known violations stay in the report, with severity "ignore".
  const errors = report.summary.violations.filter((v) => v.rule.severity !== 'ignore');
  const found = errors.map((v) =>
    v.rule.name === 'no-circular'
      ? `no-circular: ${[v.from, v.to].sort().join(' <-> ')}`
      : `${v.rule.name}: ${v.from} -> ${packageName(v.to)}`,
  );
  return [...new Set(found)].sort();
}

/** The exit code of the run `npm run lint:architecture` makes, on the tree under `cwd`. */
function lintStatus(cwd: string, extra: string[] = []): number | null {
  return spawnSync(process.execPath, [...command, '--output-type', 'err', ...extra], { cwd })
    .status;
}

// `npm run lint` runs the same rules on the app itself (`lint:architecture`, with the known
// violations of .dependency-cruiser-known-violations.json ignored); this proves they can fail.
describe('the architecture rules (npm run lint:architecture)', () => {
  it('report every planted violation of the fixture tree, and nothing else', () => {
    expect(cruise(fixture)).toEqual(
      [
        'domain-imports-no-framework: backend/src/orders/domain/planted-framework.ts -> @nestjs/common',
        'domain-imports-only-its-context: backend/src/orders/domain/planted-other-context.ts -> backend/src/crops/domain/listing.ts',
        'context-through-its-index: backend/src/orders/domain/planted-other-context.ts -> backend/src/crops/domain/listing.ts',
        'shared-imports-no-context: backend/src/shared/planted-knows-context.ts -> backend/src/crops/index.ts',
        'no-circular: backend/src/weather/planted-circle-a.ts <-> backend/src/weather/planted-circle-b.ts',
        'feature-through-its-index: frontend/src/features/market/planted-deep-import.ts -> frontend/src/features/orders/components/order-list.ts',
        'frontend-shared-imports-no-feature: frontend/src/components/planted-knows-feature.ts -> frontend/src/features/orders/index.ts',
      ].sort(),
    );
    expect(lintStatus(fixture)).not.toBe(0);
  }, 60_000);
});
