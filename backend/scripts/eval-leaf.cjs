// `npm run eval:leaf`: accuracy of the offline leaf-health check on the labelled photos in
// backend/test/fixtures/leaf-health (healthy vs not-healthy), per split and background, and the
// time per image. TypeScript is compiled on the fly (scripts/ts-register.cjs), as the tests do.
// `--details` lists every photo with its measurements; `--json` prints the whole report as JSON
// (the unit test reads it so: the analysis runs many times slower inside Jest's module sandbox).
require('../../scripts/ts-register.cjs');

const { evaluateLeafHealth, pct } = require('../test/support/leaf-health-eval.ts');

(async () => {
  const report = await evaluateLeafHealth();
  if (process.argv.includes('--json')) {
    process.stdout.write(JSON.stringify(report));
    return;
  }
  const line = (name, t) =>
    `${name.padEnd(14)} ${String(pct(t)).padStart(5)}%  (${t.correct}/${t.total})`;
  if (process.argv.includes('--details')) {
    for (const r of report.results) {
      const a = r.analysis;
      console.log(
        [
          r.correct ? 'ok  ' : 'MISS',
          r.image.file.padEnd(34),
          r.image.split.padEnd(8),
          r.image.background.padEnd(6),
          `severity=${a.severityPct}`,
          `leaf=${Math.round(a.leafShare * 100)}%`,
          a.confidence === undefined ? '' : `confidence=${a.confidence}`,
          a.flags.join(','),
        ].join(' '),
      );
    }
    console.log('');
  }
  console.log(`Offline leaf health, healthy vs not-healthy (${report.overall.total} photos)`);
  console.log(line('overall', report.overall));
  for (const [k, t] of Object.entries(report.bySplit)) console.log(line(`split ${k}`, t));
  for (const [k, t] of Object.entries(report.byLabel)) console.log(line(`label ${k}`, t));
  for (const [k, t] of Object.entries(report.byBackground)) console.log(line(`bg ${k}`, t));
  for (const [k, t] of Object.entries(report.heldOutByBackground))
    console.log(line(`held-out ${k}`, t));
  console.log(
    `ms per image: analysis ${report.msPerImage.analysis.toFixed(1)}, decode ${report.msPerImage.decode.toFixed(1)}`,
  );
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
