import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { call, expectStatus, signUpAndLogIn } from '../faults/support/http';
import {
  createAdmin,
  MAIN_JS,
  startServer,
  type ServerProcess,
} from '../faults/support/server-process';
import { png } from '../support/images';
import { canSeeSockets, listeningTcpPorts } from '../support/listening-sockets';

const MIGRATE_JS = resolve(MAIN_JS, '../migrate.js');

/** Everything under `dir` (itself included) that its group or other users may use, with modes. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

/** Every file under `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/**
 * The real entry points (backend/dist: migrate, create-admin, the server), on the embedded
 * database and local storage: what they write to DATA_DIR is their user's only, and the server
 * listens on its HTTP port alone.
 */
describe('DATA_DIR permissions of the built entry points', () => {
  let parent: string;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    // `npm test` has built the backend already (openapi:check); alone, this builds it when stale.
    const built = spawnSync(
      process.execPath,
      [resolve(__dirname, '../../../scripts/build-if-needed.cjs'), 'backend'],
      { stdio: 'inherit' },
    );
    if (built.status !== 0) throw new Error('building the backend failed');
    parent = mkdtempSync(join(tmpdir(), 'agrosense-perms-'));
    dataDir = join(parent, 'data');
    // A data folder an earlier version left readable by everyone.
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
  }, 300_000);
  afterAll(async () => {
    await server?.kill9();
    rmSync(parent, { recursive: true, force: true });
  });

  it('migrate and create-admin leave nothing readable by others', () => {
    const migrated = spawnSync(process.execPath, [MIGRATE_JS], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    if (migrated.status !== 0) throw new Error(`migrate failed: ${migrated.stderr}`);
    expect(openToOthers(dataDir)).toEqual([]);

    createAdmin({ dataDir }, '9812345670');
    expect(filesUnder(join(dataDir, 'pgdata')).length).toBeGreaterThan(100);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);

  it('the server keeps the database, uploads, outbox and secret to itself, and listens on one port', async () => {
    server = await startServer({ dataDir });
    if (canSeeSockets) {
      const port = Number(new URL(server.url).port);
      expect(listeningTcpPorts(server.child.pid!)).toEqual([port]);
    }
    const farmer = await signUpAndLogIn(server.url, 'Farmer Perm');
    const form = new FormData();
    form.set('cropName', 'Onion');
    form.set('cropCategory', 'vegetables');
    form.set('cropSellingPrice', '20');
    form.set('cropUnit', 'kg');
    form.set('cropQuantity', '10');
    form.append(
      'cropImages',
      new Blob([new Uint8Array(await png(320, 240))], { type: 'image/png' }),
      'onion.png',
    );
    await expectStatus(
      call(server.url, 'POST', '/api/crops/add', { token: farmer.token, form }),
      201,
    );
    await expectStatus(
      call(server.url, 'POST', '/api/newsletter', { json: { email: 'perm@example.com' } }),
      202,
    );
    expect(await server.stop()).toBe(0);
    server = undefined;

    expect(filesUnder(join(dataDir, 'uploads')).some((f) => f.includes('/crops/'))).toBe(true);
    expect(filesUnder(join(dataDir, 'outbox'))).toHaveLength(1);
    expect(filesUnder(dataDir)).toContain(join(dataDir, 'jwt-secret'));
    expect((lstatSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);
});
