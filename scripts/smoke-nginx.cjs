// Smoke test of the production shape without Docker: two built app processes (backend/dist) on
// PostgreSQL, Redis and an S3-compatible server (s3rver, in this process), behind a local nginx
// running a copy of deploy/nginx/nginx.conf with the upstream hosts pointed at 127.0.0.1.
//
//   npm run smoke:nginx
//
// Needs nginx (Debian: apt-get install nginx), PostgreSQL and Redis. Skips with a loud message when
// nginx is missing (REQUIRE_NGINX=1 turns that into a failure). Settings (all optional):
//   SMOKE_PG_ADMIN_URL  a PostgreSQL URL allowed to create databases (postgres://postgres@127.0.0.1:5432/postgres)
//   SMOKE_DATABASE      the throw-away database it creates and drops (agrosense_deploy_smoke)
//   SMOKE_REDIS_URL     redis://127.0.0.1:6379/7
//   SMOKE_PORT_BASE     first of three free ports: app1, app2, nginx (4510)
//   NGINX_PATH          the nginx binary (found on PATH or in /usr/sbin otherwise)
require('./check-node.cjs');
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..');
const backendRequire = require('node:module').createRequire(
  path.join(root, 'backend/package.json'),
);

const ADMIN_URL = process.env.SMOKE_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.SMOKE_DATABASE ?? 'agrosense_deploy_smoke';
const REDIS_URL = process.env.SMOKE_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const PORT_BASE = Number(process.env.SMOKE_PORT_BASE ?? 4510);
const [APP1_PORT, APP2_PORT, NGINX_PORT] = [PORT_BASE, PORT_BASE + 1, PORT_BASE + 2];
const BALANCER = `http://127.0.0.1:${NGINX_PORT}`;
const BUCKET = 'agrosense-smoke';

function findNginx() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  if (!ok) throw new Error(`check failed: ${name}`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitFor(what, probe, timeoutMs) {
  const started = Date.now();
  for (;;) {
    try {
      if (await probe()) return Date.now() - started;
    } catch {
      // not yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The deployed nginx.conf, pointed at this machine: upstreams, port, logs and temp folders. */
function testCopyOfNginxConf(tmp) {
  const original = fs.readFileSync(path.join(root, 'deploy/nginx/nginx.conf'), 'utf8');
  const replacements = [
    [/server app1:3000\b/, `server 127.0.0.1:${APP1_PORT}`],
    [/server app2:3000\b/, `server 127.0.0.1:${APP2_PORT}`],
    [/listen 80;/, `listen 127.0.0.1:${NGINX_PORT};`],
  ];
  let conf = original;
  for (const [from, to] of replacements) {
    if (!from.test(conf)) throw new Error(`deploy/nginx/nginx.conf no longer contains ${from}`);
    conf = conf.replace(from, to);
  }
  conf = conf.replaceAll('/var/log/nginx/', `${tmp}/logs/`);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${tmp}/temp/${t};`)
    .join('\n');
  conf = conf.replace(/^http \{$/m, `http {\n${temps}`);
  for (const dir of ['logs', 'temp']) fs.mkdirSync(path.join(tmp, dir), { mode: 0o777 });
  // Workers may run as another user (nobody/www-data) when this runs as root.
  fs.chmodSync(tmp, 0o755);
  fs.chmodSync(path.join(tmp, 'temp'), 0o777);
  const file = path.join(tmp, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return file;
}

async function freshDatabase(pg) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${DATABASE}" with (force)`);
    await admin.query(`create database "${DATABASE}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function dropDatabase(pg) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin
    .query(`drop database if exists "${DATABASE}" with (force)`)
    .finally(() => admin.end());
}

function startApp(name, port, env, tmp) {
  const log = fs.openSync(path.join(tmp, `${name}.log`), 'w');
  const child = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
    cwd: path.join(tmp, name),
    env: { ...env, PORT: String(port), DATA_DIR: path.join(tmp, name, 'data') },
    stdio: ['ignore', log, log],
  });
  child.logFile = path.join(tmp, `${name}.log`);
  return child;
}

async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { raw: text.slice(0, 200) };
  }
}

/** A real JPEG just under the app's 5 MB limit: noise, so it does not compress. */
async function photoNear5MB(sharp, seed) {
  const width = 2450;
  const height = 1800;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 96 })
    .toBuffer();
}

async function main() {
  const nginx = findNginx();
  if (!nginx) {
    const message = 'smoke:nginx SKIPPED: nginx not found (apt-get install nginx, or NGINX_PATH)';
    console.log(`\n${'!'.repeat(message.length)}\n${message}\n${'!'.repeat(message.length)}\n`);
    process.exit(process.env.REQUIRE_NGINX === '1' ? 1 : 0);
  }
  for (const port of [APP1_PORT, APP2_PORT, NGINX_PORT]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is taken (set SMOKE_PORT_BASE)`);
  }
  const build = spawnSync(process.execPath, [path.join(__dirname, 'build-if-needed.cjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');

  const pg = backendRequire('pg');
  const { Redis } = backendRequire('ioredis');
  const S3rver = backendRequire('s3rver');
  const sharp = backendRequire('sharp');

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agrosense-smoke-'));
  const cleanups = [];
  const started = Date.now();
  try {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb();
    await redis.quit();

    const databaseUrl = await freshDatabase(pg);
    cleanups.push(() => dropDatabase(pg));

    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(tmp, 's3'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    const confFile = testCopyOfNginxConf(tmp);
    const globals = `pid ${tmp}/nginx.pid; error_log ${tmp}/logs/error.log warn;`;
    const syntax = spawnSync(nginx, ['-t', '-q', '-p', tmp, '-c', confFile, '-g', globals], {
      encoding: 'utf8',
    });
    check('nginx -t accepts deploy/nginx/nginx.conf', syntax.status === 0, syntax.stderr.trim());

    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BALANCER,
      TRUST_PROXY: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN: randomBytes(32).toString('hex'),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      REDIS_URL,
      IMAGE_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      PRICE_SYNC_CRON: 'off',
      PRICE_SYNC_ON_START: 'false',
    };
    for (const name of ['app1', 'app2']) fs.mkdirSync(path.join(tmp, name));
    // Both at once, as after `docker compose up`: the migration lock lets one migrate.
    const apps = [startApp('app1', APP1_PORT, env, tmp), startApp('app2', APP2_PORT, env, tmp)];
    for (const app of apps) {
      cleanups.push(async () => {
        if (app.exitCode === null) {
          app.kill('SIGTERM');
          await new Promise((r) => app.once('exit', r));
        }
      });
    }
    const ngx = spawn(nginx, ['-p', tmp, '-c', confFile, '-g', `daemon off; ${globals}`], {
      stdio: 'inherit',
    });
    cleanups.push(async () => {
      if (ngx.exitCode === null) {
        ngx.kill('SIGQUIT');
        await new Promise((r) => ngx.once('exit', r));
      }
    });

    try {
      for (const [i, port] of [APP1_PORT, APP2_PORT].entries()) {
        const ms = await waitFor(
          `app${i + 1}`,
          async () => {
            if (apps[i].exitCode !== null) throw new Error(`app${i + 1} exited`);
            return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
          },
          120_000,
        );
        check(`app${i + 1} healthy on :${port}`, true, `${(ms / 1000).toFixed(1)} s after spawn`);
      }
    } catch (e) {
      for (const app of apps) {
        console.error(`--- ${app.logFile}\n${fs.readFileSync(app.logFile, 'utf8').slice(-3000)}`);
      }
      throw e;
    }

    const health = await fetch(`${BALANCER}/api/health`);
    const healthBody = await json(health);
    check('health answers through nginx', health.ok && healthBody.status === 'ok');

    const metrics = await fetch(`${BALANCER}/metrics`);
    check('/metrics is blocked at nginx', metrics.status === 404, `HTTP ${metrics.status}`);
    const anonymous = await fetch(`http://127.0.0.1:${APP1_PORT}/metrics`);
    check(
      '/metrics on a replica refuses a scrape without METRICS_TOKEN',
      anonymous.status === 401,
      `HTTP ${anonymous.status}`,
    );
    const direct = await (
      await fetch(`http://127.0.0.1:${APP1_PORT}/metrics`, {
        headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
      })
    ).text();
    check(
      '/metrics answers on a replica directly with METRICS_TOKEN, with the pool gauges',
      /agrosense_db_pool_max_connections\{[^}]*\} 5/.test(direct),
    );

    // An account made and logged into through the balancer is valid on each replica.
    const mobile = `97${String(Date.now() % 1e8).padStart(8, '0')}`;
    const password = 'rabi-season-2026-smoke';
    const signup = await fetch(`${BALANCER}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Smoke Farmer',
        mobile,
        email: `smoke-${mobile}@example.com`,
        password,
        confirmPassword: password,
        state: 'Gujarat',
        address: 'Anand',
        language: 'English',
      }),
    });
    check('signup through nginx', signup.status === 201, `HTTP ${signup.status}`);
    const login = await fetch(`${BALANCER}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile, password }),
    });
    const session = await json(login);
    check('login through nginx', login.ok && typeof session.token === 'string');
    const auth = { Authorization: `Bearer ${session.token}` };
    for (const port of [APP1_PORT, APP2_PORT]) {
      const me = await fetch(`http://127.0.0.1:${port}/api/auth/users/${session.userId}`, {
        headers: auth,
      });
      check(`the session is valid on the replica at :${port}`, me.ok, `HTTP ${me.status}`);
    }

    // Four photos of almost 5 MB each: nginx must let the whole listing through.
    const photos = await Promise.all([1, 2, 3, 4].map((seed) => photoNear5MB(sharp, seed)));
    if (photos.some((p) => p.length > 5 * 1024 * 1024 || p.length < 4 * 1024 * 1024)) {
      throw new Error(`test photos should be 4-5 MB: ${photos.map((p) => p.length).join(', ')}`);
    }
    const form = new FormData();
    for (const [k, v] of Object.entries({
      cropName: 'Smoke Test Tomato',
      cropCategory: 'vegetables',
      cropSellingPrice: '32',
      cropUnit: 'kg',
      cropQuantity: '100',
    })) {
      form.append(k, v);
    }
    for (const [i, photo] of photos.entries()) {
      form.append('cropImages', new Blob([photo], { type: 'image/jpeg' }), `tomato-${i}.jpg`);
    }
    const totalMB = photos.reduce((n, p) => n + p.length, 0) / 1024 / 1024;
    const uploadStarted = Date.now();
    const add = await fetch(`${BALANCER}/api/crops/add`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const crop = await json(add);
    check(
      `a listing with 4 photos (${totalMB.toFixed(1)} MB) is accepted through nginx`,
      add.status === 201 && crop.cropImageVariants?.length === 4,
      `HTTP ${add.status} in ${((Date.now() - uploadStarted) / 1000).toFixed(1)} s`,
    );
    for (const variant of crop.cropImageVariants) {
      for (const url of [variant.card, variant.detail]) {
        const { pathname } = new URL(url);
        for (const base of [
          BALANCER,
          `http://127.0.0.1:${APP1_PORT}`,
          `http://127.0.0.1:${APP2_PORT}`,
        ]) {
          const res = await fetch(`${base}${pathname}`);
          const body = Buffer.from(await res.arrayBuffer());
          const ok =
            res.status === 200 &&
            res.headers.get('content-type') === 'image/webp' &&
            /immutable/.test(res.headers.get('cache-control') ?? '') &&
            body.subarray(8, 12).toString('latin1') === 'WEBP';
          if (!ok) check(`image ${pathname} from ${base}`, false, `HTTP ${res.status}`);
        }
      }
    }
    check('all 8 image variants are served by nginx and by each replica (from S3)', true);
    const missing = await fetch(`${BALANCER}/api/images/crops/none/none-card.webp`);
    check(
      'a missing image is a JSON 404 through nginx',
      missing.status === 404 && (await json(missing)).code === 'IMAGE.NOT_FOUND',
    );
    const tooBig = await fetch(`${BALANCER}/api/crops/add`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/octet-stream' },
      body: Buffer.alloc(26 * 1024 * 1024),
    });
    check('a body over 25 MB stops at nginx with 413', tooBig.status === 413);

    // The web app's pre-compressed assets pass through untouched.
    const index = await (await fetch(`${BALANCER}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(index)?.[0];
    check('the web app is served through nginx', Boolean(asset));
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${BALANCER}${asset}`, { headers: { 'Accept-Encoding': encoding } });
      await res.arrayBuffer();
      check(
        `${asset} arrives as ${encoding}, as the app stored it`,
        res.headers.get('content-encoding') === encoding,
        `content-encoding ${res.headers.get('content-encoding')}`,
      );
    }

    // nginx spread the requests over both replicas (its access log names the upstream).
    const log = fs.readFileSync(path.join(tmp, 'logs/access.log'), 'utf8');
    const served = [APP1_PORT, APP2_PORT].map(
      (port) => log.split('\n').filter((l) => l.includes(`upstream=127.0.0.1:${port}`)).length,
    );
    check(
      'nginx used both replicas',
      served[0] > 0 && served[1] > 0,
      `${served.join(' / ')} requests`,
    );

    // One replica stops (a rolling restart): the balancer keeps answering.
    apps[1].kill('SIGTERM');
    await new Promise((r) => apps[1].once('exit', r));
    let ok = 0;
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${BALANCER}/api/crops/${crop._id}`, { headers: auth });
      await res.arrayBuffer();
      if (res.ok) ok++;
    }
    check(
      'with app2 stopped, 10 of 10 requests through nginx still succeed',
      ok === 10,
      `${ok}/10`,
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nsmoke:nginx passed: ${results.length} checks in ${seconds} s`);
}

main().catch((e) => {
  console.error(`\nsmoke:nginx FAILED: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});
