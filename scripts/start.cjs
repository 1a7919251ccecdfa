// `npm start`: build what is stale, then run the server in this process so Ctrl-C reaches it
// directly and it can close the database cleanly.
require('./check-node.cjs');
require('./build-if-needed.cjs').buildIfNeeded();
require('../backend/dist/main.js');
