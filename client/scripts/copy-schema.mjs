// tsc does not copy declaration files it reads: dist/index.d.ts imports the generated
// src/schema.d.ts as './schema.js', so it goes into dist beside it.
import { copyFileSync } from 'node:fs';

copyFileSync(
  new URL('../src/schema.d.ts', import.meta.url),
  new URL('../dist/schema.d.ts', import.meta.url),
);
