// Trains the offline leaf model (docs/leaf-health.md, "The leaf model"): a logistic regression
// over the leaf's colour and texture numbers (leafFeatures), healthy vs not-healthy, on the iBean
// *train* split, a different set of photos from the test split our labelled photos come from.
//
//   node backend/scripts/train-leaf-model.cjs <ibean>/data/train [--write]
//
// <ibean>/data/train holds healthy/, angular_leaf_spot/ and bean_rust/ (the MIT-licensed iBean
// dataset, https://github.com/AI-Lab-Makerere/ibean; the photos are not in the repo). Each photo
// is first made like ours (fitted inside 448 px, JPEG quality 76), then measured as the app
// measures an upload. Prints 5-fold cross-validated accuracy on the train photos and accuracy on
// the `tune` part of our labelled photos; --write stores the weights in
// src/advisory/domain/leaf-model.ts. The held-out photos are never read here.
require('../../scripts/ts-register.cjs');
const { readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const sharp = require('sharp');
const {
  measureLeaf,
  leafFeatures,
  LEAF_FEATURE_NAMES,
} = require('../src/advisory/domain/leaf-analysis.ts');
const { SharpPhotoDecoder } = require('../src/advisory/infrastructure/sharp-photo-decoder.ts');
const { leafHealthManifest, LEAF_HEALTH_DIR } = require('../test/support/leaf-health-eval.ts');

const { fit, predict, modelFields } = require('./logistic-regression.cjs');

async function featuresOf(decoder, bytes) {
  const { pixels } = await decoder.decode(bytes);
  return leafFeatures(pixels, measureLeaf(pixels));
}

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: train-leaf-model.cjs <ibean>/data/train [--write]');
  const decoder = new SharpPhotoDecoder();
  const rows = [];
  const labels = [];
  const cache = process.env.LEAF_FEATURES_CACHE;
  if (cache && require('node:fs').existsSync(cache)) {
    const saved = JSON.parse(readFileSync(cache, 'utf8'));
    rows.push(...saved.rows);
    labels.push(...saved.labels);
  } else
    for (const cls of ['healthy', 'angular_leaf_spot', 'bean_rust']) {
      for (const file of readdirSync(join(dir, cls))
        .filter((f) => /\.jpe?g$/i.test(f))
        .sort()) {
        const like = await sharp(readFileSync(join(dir, cls, file)))
          .rotate()
          .resize({ width: 448, height: 448, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 76 })
          .toBuffer();
        rows.push(await featuresOf(decoder, like));
        labels.push(cls === 'healthy' ? 0 : 1);
      }
    }
  if (cache) writeFileSync(cache, JSON.stringify({ rows, labels }));
  console.log(`${rows.length} train photos measured`);

  // 5-fold cross-validation: every fifth photo in turn is left out.
  let right = 0;
  for (let fold = 0; fold < 5; fold++) {
    const train = rows.filter((_, i) => i % 5 !== fold);
    const trainLabels = labels.filter((_, i) => i % 5 !== fold);
    const model = fit(train, trainLabels);
    rows.forEach((r, i) => {
      if (i % 5 === fold && (predict(model, r) >= 0.5 ? 1 : 0) === labels[i]) right++;
    });
  }
  console.log(
    `cross-validated accuracy on the train photos: ${((right / rows.length) * 100).toFixed(1)}%`,
  );

  const model = fit(rows, labels);
  let tuneRight = 0;
  let tuneTotal = 0;
  for (const image of leafHealthManifest().filter((i) => i.split === 'tune')) {
    const f = await featuresOf(decoder, readFileSync(join(LEAF_HEALTH_DIR, image.file)));
    tuneTotal++;
    if ((predict(model, f) >= 0.5 ? 'not-healthy' : 'healthy') === image.label) tuneRight++;
  }
  console.log(`our tune photos: ${tuneRight}/${tuneTotal}`);
  const order = LEAF_FEATURE_NAMES.map((name, j) => [name, model.weights[j] / 1]).sort(
    (a, b) => Math.abs(b[1]) - Math.abs(a[1]),
  );
  console.log(order.map(([n, w]) => `${n} ${w.toFixed(2)}`).join(', '));

  if (process.argv.includes('--write')) {
    const out = join(__dirname, '..', 'src', 'advisory', 'domain', 'leaf-model.ts');
    writeFileSync(
      out,
      `/**
 * The offline leaf model: a logistic regression over leafFeatures (in LEAF_FEATURE_NAMES order),
 * healthy vs not-healthy, trained by backend/scripts/train-leaf-model.cjs on the ${rows.length} photos of the
 * iBean train split (MIT; Makerere AI Lab and NaCRRI). Generated: do not edit by hand
 * (docs/leaf-health.md, "The leaf model").
 */
export const LEAF_MODEL = {
  ${modelFields(model)}
} as const;
`,
    );
    console.log(`wrote ${out}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
