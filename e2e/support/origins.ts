/**
 * The e2e app's port (E2E_PORT, default 3199), and the port of the page that plays the original
 * web client in legacy-client.spec.ts: another origin (same host, another port), which the app's
 * CORS_ORIGINS lists (playwright.config.ts).
 */
export const appPort = Number(process.env.E2E_PORT ?? 3199);
export const legacyClientPort = appPort + 50;
export const legacyClientOrigin = `http://127.0.0.1:${legacyClientPort}`;

/**
 * The fake speech-to-text server voice.spec.ts starts (backend/test/fakes/transcription-server.ts):
 * the app's STT_BASE_URL points at it (playwright.config.ts), with this key.
 */
export const transcriptionPort = appPort + 51;
export const transcriptionBaseUrl = `http://127.0.0.1:${transcriptionPort}/v1`;
export const transcriptionApiKey = 'sk-e2e-transcription';
