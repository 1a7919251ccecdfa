import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, postgresServerUrl, skipWithout, withSql } from './support/databases';
import {
  startServer,
  waitFor,
  type ServerOptions,
  type ServerProcess,
} from './support/server-process';

/** Messages due at once, each to its own number. */
const MESSAGES = 1500;
/** The worker every 50 ms; a message held by a killed worker is free again after 2 s. */
const WORKER_ENV = { MESSAGE_WORKER_INTERVAL_MS: '50', MESSAGE_LEASE_MS: '2000' };

const targets = [
  'pglite',
  ...(skipWithout('FAULTS_DATABASE_URL or TEST_DATABASE_URL', postgresServerUrl)
    ? []
    : ['postgres']),
];

/** The dev outbox's messages (DATA_DIR/messages/<id>.json) in these data folders, by id. */
function sentFiles(...dataDirs: string[]): Map<string, string> {
  const byId = new Map<string, string>();
  for (const dataDir of dataDirs) {
    const dir = join(dataDir, 'messages');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.json')) continue;
      const id = name.slice(0, -'.json'.length);
      if (byId.has(id)) throw new Error(`message ${id} was written by two replicas`);
      byId.set(id, join(dir, name));
    }
  }
  return byId;
}

async function queueMessages(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  await withSql(options, async (sql) => {
    await sql(
      `insert into outgoing_messages (id, event_key, channel, user_id, recipient, language, template,
         params, text, status, attempts, not_before, created_at, updated_at)
       select gen_random_uuid(), 'fault:' || g, 'sms', null, '91900' || lpad(g::text, 7, '0'), 'hi',
              'order_accepted', '{"crop":"गेहूँ","link":"https://agrosense.in/o/x"}'::jsonb,
              'AgroSense: गेहूँ का आपका ऑर्डर मंज़ूर हुआ। https://agrosense.in/o/x', 'queued', 0,
              now() - interval '1 minute', now(), now()
         from generate_series(1, $1::int) g`,
      [MESSAGES],
    );
  });
}

/** Every message sent, exactly once, each file whole and to the number its row names. */
async function expectEachSentOnce(
  options: { databaseUrl?: string; dataDir: string },
  files: Map<string, string>,
) {
  await withSql(options, async (sql) => {
    const rows = await sql<{ id: string; status: string; recipient: string }>(
      `select id, status, recipient from outgoing_messages where event_key like 'fault:%'`,
    );
    expect(rows).toHaveLength(MESSAGES);
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
    expect(files.size).toBe(MESSAGES);
    for (const row of rows) {
      const file = files.get(row.id);
      expect(file).toBeDefined();
      expect((JSON.parse(readFileSync(file!, 'utf8')) as { to: string }).to).toBe(row.recipient);
    }
  });
}

describe.each(targets)('kill -9 while the message worker sends, on %s', (target) => {
  let options: ServerOptions & { dataDir: string };
  let drop = async () => {};
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    options = { dataDir: mkdtempSync(join(tmpdir(), 'agrosense-faults-messages-')) };
    if (target === 'postgres') {
      const db = await createDatabase('messages');
      options.databaseUrl = db.url;
      drop = db.drop;
    }
  });
  afterAll(async () => {
    await server?.kill9();
    await drop();
    rmSync(options.dataDir, { recursive: true, force: true });
  });

  it('loses no message and writes none twice when the worker is killed and started again', async () => {
    // Migrated by a first start; the worker off while the messages are written.
    server = await startServer({ ...options, env: { MESSAGE_WORKER_INTERVAL_MS: '0' } });
    expect(await server.stop()).toBe(0);
    await queueMessages(options);

    server = await startServer({ ...options, env: WORKER_ENV });
    let atKill = 0;
    await waitFor(
      () => {
        const sent = sentFiles(options.dataDir).size;
        if (sent >= MESSAGES)
          throw new Error('the worker sent every message before it could be killed');
        atKill = sent;
        return Promise.resolve(sent > 0);
      },
      60_000,
      'the worker to send its first messages',
      5,
    );
    await server.kill9();
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(atKill).toBeGreaterThan(0);
    // No half-written message is left behind, whatever the moment of the kill.
    for (const file of sentFiles(options.dataDir).values()) {
      expect(() => JSON.parse(readFileSync(file, 'utf8')) as unknown).not.toThrow();
    }

    server = await startServer({ ...options, env: WORKER_ENV });
    await waitFor(
      () => Promise.resolve(sentFiles(options.dataDir).size === MESSAGES),
      120_000,
      'every message written after the restart',
      200,
    );
    // The messages the killed worker held come back once their lease ended (2 s) and are
    // written again over their own file; give that time before the clean stop.
    await new Promise((r) => setTimeout(r, 4_000));
    expect(await server.stop()).toBe(0);
    server = undefined;
    await expectEachSentOnce(options, sentFiles(options.dataDir));
  }, 300_000);
});

(skipWithout('FAULTS_DATABASE_URL or TEST_DATABASE_URL', postgresServerUrl)
  ? describe.skip
  : describe)('two replicas sending from one outbox on PostgreSQL', () => {
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'agrosense-faults-replica-')));
  let databaseUrl = '';
  let drop = async () => {};
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const db = await createDatabase('messages_replicas');
    databaseUrl = db.url;
    drop = db.drop;
  });
  afterAll(async () => {
    for (const s of servers) await s.kill9();
    await drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('sends each message from one replica only', async () => {
    // Both replicas look for due messages every 50 ms; the messages arrive once both run.
    for (const dataDir of dirs) {
      servers.push(await startServer({ databaseUrl, dataDir, env: WORKER_ENV }));
    }
    await queueMessages({ databaseUrl, dataDir: dirs[0] });
    await waitFor(
      () => Promise.resolve(sentFiles(...dirs).size === MESSAGES),
      120_000,
      'every message written by one replica or the other',
      100,
    );
    for (const s of servers.splice(0)) expect(await s.stop()).toBe(0);
    const files = sentFiles(...dirs);
    // Both did some of the work.
    expect(sentFiles(dirs[0]).size).toBeGreaterThan(0);
    expect(sentFiles(dirs[1]).size).toBeGreaterThan(0);
    await expectEachSentOnce({ databaseUrl, dataDir: dirs[0] }, files);
  }, 300_000);
});
