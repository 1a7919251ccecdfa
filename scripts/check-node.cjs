// npm itself runs on the machine's Node; our scripts must run on the Node 24 that `npm ci`
// installs into node_modules/.bin. Stop early and say why instead of failing obscurely later.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  console.error(
    `AgroSense needs Node.js >= 22.17 (24 recommended); this script runs on ${process.versions.node}.\n` +
      'Run `npm ci` (without --ignore-scripts) so node_modules/.bin/node (Node 24) is installed,\n' +
      'then use `npm start` / `npm test`, which put it first on PATH.',
  );
  process.exit(1);
}
