// `npm run bench`: every benchmark in one run, figures printed together (ratios where a budget or
// a baseline exists). Builds first when the build is stale.
require('../scripts/build-if-needed.cjs').buildIfNeeded();
const web = require('./web-size.cjs');
const startup = require('./startup.cjs');
const cropsList = require('./crops-list.cjs');
const marketPrices = require('./market-prices.cjs');
const priceAlerts = require('./price-alerts.cjs');
const advisory = require('./advisory.cjs');
const load = require('./load.cjs');
const sessions = require('./sessions.cjs');
const memberPages = require('./member-pages-load.cjs');
const publicLists = require('./public-lists.cjs');

(async () => {
  const s = await startup.measure();
  const w = await web.measure('/');
  console.log('\nAgroSense benchmarks', new Date().toISOString());
  console.log(
    `- start to healthy, empty DATA_DIR (migrations + reference content): ${s.coldStartMs} ms`,
  );
  console.log(
    `- start to healthy, existing DATA_DIR: ${s.warmStartMs} ms (${(s.warmStartMs / s.coldStartMs).toFixed(2)} x cold)`,
  );
  console.log(
    `- clean shutdown after SIGINT: ${s.stopMs} ms, exit codes ${s.exitCodes.join(', ')}`,
  );
  console.log(
    `- resident memory: ${s.idleRssMb.toFixed(0)} MB idle, ${s.afterLoadRssMb.toFixed(0)} MB after 300 requests`,
  );
  console.log(
    `- landing page initial JS: ${w.gzipKb.toFixed(1)} KB gzip in ${w.files.length} files = ${(w.ratioToBudget * 100).toFixed(0)}% of the ${w.budgetKb} KB budget`,
  );
  for (const r of await cropsList.main()) cropsList.report(r);
  for (const r of await marketPrices.main()) marketPrices.report(r);
  const alerts = await priceAlerts.main();
  for (const r of alerts) priceAlerts.report(r);
  if (alerts.some((r) => priceAlerts.misses(r).length > 0)) process.exitCode = 1;
  advisory.report(await advisory.measure());
  for (const r of await sessions.main()) sessions.report(r);
  for (const r of await load.main()) load.report(r);
  for (const r of await memberPages.main()) memberPages.report(r);
  const lists = await publicLists.main();
  for (const r of lists) publicLists.report(r);
  if (lists.some((r) => publicLists.misses(r).length > 0)) process.exitCode = 1;
  if (w.gzipKb > w.budgetKb || s.exitCodes.some((c) => c !== 0)) process.exitCode = 1;
})();
