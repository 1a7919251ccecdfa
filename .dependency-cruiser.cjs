// The architecture the build enforces (docs/architecture.md, "Boundaries"): `npm run lint` runs
// `npm run lint:architecture` on backend/src and frontend/src. Paths are relative to the folder it
// runs in, so backend/test/unit/architecture.spec.ts runs the same rules on a fixture tree with
// planted violations. Violations that were there when the rules came in are listed in
// .dependency-cruiser-known-violations.json (each one is work left of issue #19): a new one fails.
const { existsSync } = require('node:fs');

/** The backend's bounded contexts: each owns its folder, and others reach it through its index.ts. */
const CONTEXTS =
  '(accounts|advisory|content|crops|demo|market-prices|notifications|ops|orders|weather)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Files that import each other in a loop cannot be understood, tested or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-no-framework',
      comment: 'Domain code is plain TypeScript: no framework, ORM or other package.',
      severity: 'error',
      from: { path: '^backend/src/[^/]+/domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg'] },
    },
    {
      name: 'domain-imports-only-its-context',
      comment:
        "A context's domain imports its own domain and shared/domain only (no i18n: it returns codes, the edge translates).",
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/domain/' },
      to: {
        path: '^backend/src/',
        pathNot: ['^backend/src/$1/domain/', '^backend/src/shared/domain/'],
      },
    },
    {
      name: 'shared-imports-no-context',
      comment: 'shared/ and i18n/ serve every context and know none of them.',
      severity: 'error',
      from: { path: '^backend/src/(shared|i18n)/' },
      to: { path: `^backend/src/${CONTEXTS}/` },
    },
    {
      name: 'context-through-its-index',
      comment: "A context reaches another only through that context's public entry, its index.ts.",
      severity: 'error',
      from: { path: `^backend/src/${CONTEXTS}/` },
      to: {
        path: `^backend/src/${CONTEXTS}/`,
        pathNot: ['^backend/src/$1/', `^backend/src/${CONTEXTS}/index\\.ts$`],
      },
    },
    {
      name: 'feature-through-its-index',
      comment: "A frontend feature reaches another only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: {
        path: '^frontend/src/features/',
        pathNot: ['^frontend/src/features/$1/', '^frontend/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'frontend-shared-imports-no-feature',
      comment: 'The API client, shared components and i18n serve every feature and know none.',
      severity: 'error',
      from: { path: '^frontend/src/(api|components|i18n)/' },
      to: { path: '^frontend/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    ...(existsSync('backend/tsconfig.json')
      ? { tsConfig: { fileName: 'backend/tsconfig.json' } }
      : {}),
  },
};
