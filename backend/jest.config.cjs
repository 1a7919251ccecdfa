// Four suites (immich style): unit tests with fakes, persistence tests against a real database,
// API tests through HTTP, and the security suite
// (also through HTTP). The database suites run on embedded PGlite, and also on the PostgreSQL
// in TEST_DATABASE_URL when it is set.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleFileExtensions: ['ts', 'js', 'json'],
  rootDir: __dirname,
  // Domain errors are worded from src/i18n's English catalogue (test/support/messages.ts).
  setupFiles: ['<rootDir>/test/support/messages.ts'],
};
module.exports = {
  // Starting a database and the whole app takes a few seconds on a 2-core machine, but over a
  // minute while the browser tests run beside the suites and the machine is slow (CI on
  // 2026-11-27: hooks timed out at 60 s in three files that pass alone).
  testTimeout: 120_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/test/unit/**/*.spec.ts', '<rootDir>/src/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'persistence',
      testMatch: ['<rootDir>/test/persistence/**/*.spec.ts'],
    },
    { ...common, displayName: 'api', testMatch: ['<rootDir>/test/api/**/*.spec.ts'] },
    // Authorization matrix, fuzzing from the OpenAPI document, tokens and production settings.
    { ...common, displayName: 'security', testMatch: ['<rootDir>/test/security/**/*.spec.ts'] },
    // Kill -9, database restarts and two replicas, against the built server (backend/dist) in
    // child processes: `npm run test:faults -w backend`.
    { ...common, displayName: 'faults', testMatch: ['<rootDir>/test/faults/**/*.spec.ts'] },
  ],
};
