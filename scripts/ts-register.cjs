// Lets a Node script require the backend's TypeScript directly (test support, fakes), compiled
// in memory by @swc/core with the same options as the Jest transform (backend/jest.config.cjs).
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
