#!/usr/bin/env node
// Each bounded context owns its tables (docs/architecture.md, "Each context owns its tables"):
// no SQL written in one context, or in shared code, names a table another context owns.
// A context is a folder of backend/src with a `<name>.module.ts`; it owns the tables its files
// declare with `tableName: '...'`. Migrations (shared/database/migrations) are the one place
// that may name every table. Usage: node scripts/check-table-ownership.cjs [backend/src folder]
const { readdirSync, readFileSync, statSync, existsSync } = require('node:fs');
const { join, relative } = require('node:path');

const src = process.argv[2] ?? join(__dirname, '../backend/src');
const EXEMPT = [join('shared', 'database', 'migrations')];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.ts$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

const folders = readdirSync(src).filter((n) => statSync(join(src, n)).isDirectory());
const contexts = folders.filter((n) => existsSync(join(src, n, `${n}.module.ts`)));

/** table -> owning context */
const owner = new Map();
for (const context of contexts) {
  for (const file of filesUnder(join(src, context))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/tableName:\s*['"`](\w+)['"`]/g)) {
      owner.set(m[1], context);
    }
  }
}

/** The text inside the file's string and template literals, with each literal's line. */
function literals(code) {
  const found = [];
  const re = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
  for (const m of code.matchAll(re)) {
    found.push({ text: m[0].slice(1, -1), line: code.slice(0, m.index).split('\n').length });
  }
  return found;
}

const SQL_TABLE = /\b(?:from|join|update|into|table|references)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const problems = [];
for (const folder of folders) {
  const context = contexts.includes(folder) ? folder : null;
  for (const file of filesUnder(join(src, folder))) {
    const rel = relative(src, file);
    if (EXEMPT.some((e) => rel.startsWith(e))) continue;
    for (const { text, line } of literals(readFileSync(file, 'utf8'))) {
      for (const m of text.matchAll(SQL_TABLE)) {
        const table = m[1].toLowerCase();
        const tableOwner = owner.get(table);
        if (tableOwner && tableOwner !== context) {
          problems.push(
            `${rel}:${line}: names the table "${table}" of the ${tableOwner} context` +
              (context ? ` from the ${context} context` : ' from shared code'),
          );
        }
      }
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} SQL reference(s) to another context's table: ask that context's public API through a port instead (docs/architecture.md).`,
  );
  process.exit(1);
}
console.log(
  `Table ownership: ${owner.size} tables in ${contexts.length} contexts, no SQL crosses.`,
);
