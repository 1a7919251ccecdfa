// Writes src/market-prices/infrastructure/data/sample-mandi-prices.json: the offline default of the
// price sync. It is SAMPLE data in the exact data.gov.in record format (strings, dd/mm/yyyy), built
// from typical price levels of late 2025 with a seeded day-to-day wobble, so every run of this
// script writes the same file. It is labelled as sample data wherever it is shown.
// Usage: node backend/scripts/make-sample-prices.cjs
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

// Typical modal prices, rupees per quintal, and the spread of min/max around them.
const COMMODITIES = {
  Onion: { variety: 'Red', base: 1800, spread: 0.25 },
  Potato: { variety: 'Local', base: 1400, spread: 0.2 },
  Tomato: { variety: 'Hybrid', base: 1600, spread: 0.35 },
  Wheat: { variety: 'Lokwan', base: 2550, spread: 0.08 },
  'Paddy(Common)': { variety: 'Common', base: 2300, spread: 0.06 },
  Rice: { variety: 'Fine', base: 3400, spread: 0.1 },
  Cotton: { variety: 'Shankar 6 (B) 30mm FIne', base: 7200, spread: 0.07 },
  Groundnut: { variety: 'Bold', base: 5800, spread: 0.12 },
  Soyabean: { variety: 'Yellow', base: 4500, spread: 0.06 },
  Maize: { variety: 'Hybrid/Local', base: 2100, spread: 0.08 },
  'Bajra(Pearl Millet/Cumbu)': { variety: 'Hybrid', base: 2300, spread: 0.08 },
  'Jowar(Sorghum)': { variety: 'White', base: 2900, spread: 0.1 },
  'Bengal Gram(Gram)(Whole)': { variety: 'Desi (Whole)', base: 5600, spread: 0.07 },
  'Arhar (Tur/Red Gram)(Whole)': { variety: 'Red', base: 7000, spread: 0.08 },
  'Green Chilli': { variety: 'Green Chilly', base: 3000, spread: 0.3 },
  Brinjal: { variety: 'Round', base: 1800, spread: 0.3 },
  Cabbage: { variety: 'Cabbage', base: 1000, spread: 0.3 },
  Cauliflower: { variety: 'Local', base: 1500, spread: 0.3 },
  Banana: { variety: 'Robusta', base: 1800, spread: 0.2 },
  Mustard: { variety: 'Sarson(Black)', base: 6000, spread: 0.05 },
  'Cummin Seed(Jeera)': { variety: 'Bold', base: 21000, spread: 0.1 },
  Garlic: { variety: 'Desi', base: 8000, spread: 0.25 },
  'Ginger(Green)': { variety: 'Green Ginger', base: 4000, spread: 0.2 },
  Apple: { variety: 'Delicious', base: 8000, spread: 0.25 },
};

// state: [district, market, commodities carried]
const MARKETS = {
  Gujarat: [
    ['Ahmedabad', 'Ahmedabad', ['Onion', 'Potato', 'Tomato', 'Brinjal', 'Cabbage', 'Green Chilli']],
    ['Rajkot', 'Rajkot', ['Groundnut', 'Cotton', 'Wheat', 'Onion', 'Cummin Seed(Jeera)', 'Garlic']],
    ['Rajkot', 'Gondal', ['Groundnut', 'Cotton', 'Onion', 'Garlic', 'Wheat']],
    ['Mehsana', 'Unjha', ['Cummin Seed(Jeera)', 'Mustard']],
    ['Bhavnagar', 'Mahuva', ['Onion', 'Groundnut', 'Cotton']],
    ['Surat', 'Surat', ['Onion', 'Potato', 'Tomato', 'Banana', 'Brinjal']],
  ],
  Maharashtra: [
    ['Nashik', 'Lasalgaon', ['Onion', 'Tomato', 'Soyabean', 'Maize']],
    ['Pune', 'Pune', ['Onion', 'Potato', 'Tomato', 'Cabbage', 'Cauliflower', 'Green Chilli']],
    ['Nagpur', 'Nagpur', ['Cotton', 'Soyabean', 'Arhar (Tur/Red Gram)(Whole)', 'Wheat']],
    ['Latur', 'Latur', ['Soyabean', 'Arhar (Tur/Red Gram)(Whole)', 'Bengal Gram(Gram)(Whole)']],
    ['Jalgaon', 'Jalgaon', ['Banana', 'Cotton', 'Maize', 'Jowar(Sorghum)']],
  ],
  'Madhya Pradesh': [
    [
      'Indore',
      'Indore',
      ['Soyabean', 'Wheat', 'Bengal Gram(Gram)(Whole)', 'Onion', 'Potato', 'Garlic'],
    ],
    ['Ujjain', 'Ujjain', ['Soyabean', 'Wheat', 'Bengal Gram(Gram)(Whole)']],
    ['Bhopal', 'Bhopal', ['Wheat', 'Soyabean', 'Maize', 'Tomato']],
  ],
  Rajasthan: [
    [
      'Jaipur',
      'Jaipur (Grain)',
      ['Wheat', 'Mustard', 'Bajra(Pearl Millet/Cumbu)', 'Bengal Gram(Gram)(Whole)'],
    ],
    ['Kota', 'Kota', ['Soyabean', 'Wheat', 'Mustard', 'Maize', 'Garlic']],
    ['Bikaner', 'Bikaner (Grain)', ['Bajra(Pearl Millet/Cumbu)', 'Groundnut', 'Mustard']],
  ],
  'Uttar Pradesh': [
    ['Agra', 'Agra', ['Potato', 'Wheat', 'Mustard', 'Bajra(Pearl Millet/Cumbu)']],
    ['Lucknow', 'Lucknow', ['Potato', 'Onion', 'Tomato', 'Wheat', 'Paddy(Common)', 'Cauliflower']],
    [
      'Kanpur Nagar',
      'Kanpur(Grain)',
      ['Wheat', 'Paddy(Common)', 'Maize', 'Arhar (Tur/Red Gram)(Whole)'],
    ],
  ],
  Punjab: [
    ['Ludhiana', 'Khanna', ['Wheat', 'Paddy(Common)', 'Maize']],
    ['Amritsar', 'Amritsar(Amritsar Mewa Mandi)', ['Potato', 'Onion', 'Cauliflower', 'Apple']],
  ],
  Haryana: [
    ['Karnal', 'Karnal', ['Paddy(Common)', 'Wheat', 'Potato']],
    ['Hisar', 'Hisar', ['Cotton', 'Mustard', 'Bajra(Pearl Millet/Cumbu)', 'Wheat']],
  ],
  Karnataka: [
    [
      'Bangalore',
      'Binny Mill (F&V), Bangalore',
      ['Tomato', 'Onion', 'Potato', 'Cabbage', 'Banana'],
    ],
    [
      'Dharwad',
      'Hubli (Amaragol)',
      ['Maize', 'Jowar(Sorghum)', 'Groundnut', 'Green Chilli', 'Cotton'],
    ],
    ['Mysore', 'Mysore (Bandipalya)', ['Tomato', 'Banana', 'Paddy(Common)', 'Ginger(Green)']],
  ],
  'Andhra Pradesh': [
    [
      'Kurnool',
      'Kurnool',
      ['Groundnut', 'Onion', 'Cotton', 'Jowar(Sorghum)', 'Bengal Gram(Gram)(Whole)'],
    ],
    ['Guntur', 'Guntur', ['Green Chilli', 'Cotton', 'Maize', 'Paddy(Common)']],
  ],
  Telangana: [
    ['Hyderabad', 'Bowenpally', ['Tomato', 'Onion', 'Potato', 'Green Chilli', 'Brinjal']],
    ['Warangal', 'Warangal', ['Cotton', 'Maize', 'Paddy(Common)', 'Arhar (Tur/Red Gram)(Whole)']],
  ],
  'Tamil Nadu': [
    ['Chennai', 'Koyambedu', ['Tomato', 'Onion', 'Potato', 'Banana', 'Brinjal', 'Cabbage']],
    ['Coimbatore', 'Coimbatore', ['Banana', 'Maize', 'Tomato', 'Ginger(Green)']],
  ],
  'West Bengal': [
    ['Bardhaman', 'Burdwan', ['Paddy(Common)', 'Rice', 'Potato']],
    ['Darjeeling', 'Siliguri', ['Potato', 'Ginger(Green)', 'Cabbage', 'Tomato']],
  ],
  Bihar: [['Patna', 'Patna', ['Wheat', 'Maize', 'Potato', 'Onion', 'Rice']]],
  Odisha: [['Cuttack', 'Cuttack', ['Paddy(Common)', 'Rice', 'Potato', 'Onion', 'Brinjal']]],
  Kerala: [['Ernakulam', 'Ernakulam', ['Banana', 'Ginger(Green)', 'Tomato', 'Cabbage']]],
  'Himachal Pradesh': [['Shimla', 'Shimla', ['Apple', 'Potato', 'Cauliflower', 'Tomato']]],
};

// A small seeded generator (mulberry32) so the file is reproducible.
let seed = 20261122;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const FIRST_DAY = Date.UTC(2026, 10, 9);
const DAYS = 13;
const records = [];
for (const [state, markets] of Object.entries(MARKETS)) {
  for (const [district, market, commodities] of markets) {
    for (const commodity of commodities) {
      const c = COMMODITIES[commodity];
      let level = c.base * (0.85 + random() * 0.3);
      for (let d = 0; d < DAYS; d++) {
        const day = new Date(FIRST_DAY + d * 86400000);
        if (day.getUTCDay() === 0) continue; // mandis are shut on Sundays: no records
        if (random() < 0.08) continue; // and some days a market reports no arrivals
        level *= 1 + (random() - 0.5) * c.spread * 0.25;
        const modal = Math.round(level / 10) * 10;
        const min = Math.round((modal * (1 - c.spread * (0.3 + random() * 0.7))) / 10) * 10;
        const max = Math.round((modal * (1 + c.spread * (0.3 + random() * 0.7))) / 10) * 10;
        const dd = String(day.getUTCDate()).padStart(2, '0');
        const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
        records.push({
          state,
          district,
          market,
          commodity,
          variety: c.variety,
          grade: 'FAQ',
          arrival_date: `${dd}/${mm}/${day.getUTCFullYear()}`,
          min_price: String(min),
          max_price: String(max),
          modal_price:
            modal >= 1000 && random() < 0.1 ? modal.toLocaleString('en-IN') : String(modal),
        });
      }
    }
  }
}

const out = join(__dirname, '../src/market-prices/infrastructure/data/sample-mandi-prices.json');
const body = [
  '{',
  '  "note": "SAMPLE DATA, not live prices: generated by backend/scripts/make-sample-prices.cjs in the data.gov.in record format (Rs per quintal) from typical price levels, with a seeded daily variation.",',
  `  "total": ${records.length},`,
  '  "records": [',
  records.map((r) => `    ${JSON.stringify(r)}`).join(',\n'),
  '  ]',
  '}',
  '',
].join('\n');
writeFileSync(out, body);
console.log(`Wrote ${records.length} sample records to ${out}`);
