import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const script = join(__dirname, '../../../scripts/check-table-ownership.cjs');

function check(src?: string) {
  const run = spawnSync(process.execPath, src ? [script, src] : [script], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

describe('no SQL in one context names another context’s table', () => {
  it('holds for the app', () => {
    const { status, out } = check();
    expect(out).toMatch(/no SQL crosses/);
    expect(status).toBe(0);
  });

  it('fails on the planted violations, and only on them', () => {
    const { status, out } = check(join(__dirname, '../fixtures/table-ownership'));
    expect(status).toBe(1);
    const lines = out.split('\n').filter((l) => l.includes(': names the table'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^baskets\/infrastructure\/planted-reads-apples\.ts:2: names the table "apples" of the apples context from the baskets context$/,
      ),
      expect.stringMatching(
        /^shared\/planted-updates-baskets\.ts:2: names the table "baskets" of the baskets context from shared code$/,
      ),
    ]);
  });
});
