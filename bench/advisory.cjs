// AgroBot retrieval latency over the shipped knowledge base (target p95 < 20 ms) and the offline
// leaf analysis per 12-megapixel photo (decode + downscale + colour analysis), in one run.
// Uses the production build (backend/dist).
const { join } = require('node:path');
const sharp = require(require.resolve('sharp', { paths: [join(__dirname, '../backend')] }));

const dist = join(__dirname, '../backend/dist');
const QUESTIONS = [
  'my paddy leaves are turning yellow',
  'when to sow wheat in punjab',
  'how much water does sugarcane need',
  'pink bollworm in cotton what to do',
  'how to store onions for long',
  'what is pm kisan',
  'tomato leaf curl virus control',
  'drip irrigation subsidy',
  'how to sell on e-nam',
  'soil test kaise karaye',
  'गेहूं की बुवाई कब करें',
  'धान में पीले पत्ते',
  'ટામેટાંમાં કયું ખાતર આપવું',
  'કપાસમાં ગુલાબી ઇયળ',
  'frost protection for potato',
  'fall armyworm maize',
  'best time to harvest groundnut',
  'how to make vermicompost',
  'crop insurance claim process',
  'kisan credit card interest',
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure() {
  const { MiniSearchKnowledgeBase } = require(
    join(dist, 'advisory/infrastructure/minisearch-knowledge-base.js'),
  );
  const { SharpPhotoDecoder } = require(
    join(dist, 'advisory/infrastructure/sharp-photo-decoder.js'),
  );
  const { analyzeLeaf } = require(join(dist, 'advisory/domain/leaf-analysis.js'));

  const built = performance.now();
  const kb = new MiniSearchKnowledgeBase();
  const buildMs = performance.now() - built;
  const times = [];
  for (let round = 0; round < 25; round++) {
    for (const q of QUESTIONS) {
      const lang = /[\u0A80-\u0AFF]/.test(q) ? 'gu' : /[\u0900-\u097F]/.test(q) ? 'hi' : 'en';
      const t0 = performance.now();
      kb.search(q, lang, 5);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);

  // A 4000 x 3000 JPEG with a leaf-like green field and blotches (a real photo's size and entropy).
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const inLeaf = ((x - 2000) / 1700) ** 2 + ((y - 1500) / 1200) ** 2 <= 1;
      const spot = inLeaf && (Math.floor(x / 150) + Math.floor(y / 150)) % 7 === 0;
      const n = (x * 31 + y * 17) % 13;
      raw[p] = spot ? 200 + n : inLeaf ? 50 + n : 240 - n;
      raw[p + 1] = spot ? 180 + n : inLeaf ? 130 + n : 240 - n;
      raw[p + 2] = spot ? 40 + n : inLeaf ? 45 + n : 235 - n;
    }
  }
  const photo = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
  const decoder = new SharpPhotoDecoder();
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const decoded = await decoder.decode(photo);
    analyzeLeaf(decoded.pixels);
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  return {
    passages: kb.size,
    buildMs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    photoMb: photo.length / 1024 / 1024,
    analyzeMs: percentile(runs, 50),
  };
}

function report(r) {
  console.log(
    `AgroBot retrieval: ${r.passages} passages indexed in ${r.buildMs.toFixed(0)} ms; ${QUESTIONS.length * 25} searches p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms (${((r.p95 / 20) * 100).toFixed(0)}% of the 20 ms budget)`,
  );
  console.log(
    `Leaf analysis: 12 MP JPEG (${r.photoMb.toFixed(1)} MB) decoded, downscaled and analysed in ${r.analyzeMs.toFixed(0)} ms (median of 5)`,
  );
}

module.exports = { measure, report };

if (require.main === module) {
  require('../scripts/build-if-needed.cjs').buildIfNeeded();
  measure().then(report, (e) => {
    console.error(e);
    process.exit(1);
  });
}
