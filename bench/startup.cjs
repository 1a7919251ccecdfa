// Cold and warm start to healthy, resident memory after serving a few hundred requests, and clean
// shutdown, all on the embedded database.
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { startServer } = require('./server.cjs');

const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function measure() {
  const dataDir = mkdtempSync(join(tmpdir(), 'agrosense-startup-'));
  try {
    const cold = await startServer({ dataDir });
    const idleRss = rssMb(cold.pid);
    for (let i = 0; i < 300; i++) {
      await fetch(`${cold.url}${i % 2 ? '/api/states' : '/api/health'}`).then((r) =>
        r.arrayBuffer(),
      );
    }
    const busyRss = rssMb(cold.pid);
    const coldStop = await cold.stop();
    const warm = await startServer({ dataDir });
    const warmStop = await warm.stop();
    return {
      coldStartMs: cold.startMs,
      warmStartMs: warm.startMs,
      idleRssMb: idleRss,
      afterLoadRssMb: busyRss,
      stopMs: coldStop.stopMs,
      exitCodes: [coldStop.code, warmStop.code],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { measure };
if (require.main === module) measure().then((r) => console.log(r));
