// Loads the server's catalogues before every test file, as the app does when it starts: a domain
// error names a key and values only, and its `message` (what tests match with toThrow) is the
// English catalogue's text once src/i18n is loaded.
import '../../src/i18n/translate';
