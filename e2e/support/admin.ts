import { expect, type APIRequestContext } from '@playwright/test';
import type { Session } from './farmers';

/**
 * The e2e app's administrator. There is no HTTP endpoint that makes one, and the CLI cannot open
 * the embedded database while the server holds it, so playwright.config.ts runs the CLI on the
 * fresh data folder just before it starts the server (`createAdminCommand`). Its mobile starts
 * with 90, a prefix no test's members use.
 */
export const e2eAdmin = {
  name: 'E2E Ops',
  mobile: '9000000001',
  email: 'ops.e2e@example.com',
  password: 'Mandi-bhav-ops-2026',
} as const;

/**
 * The shell command that makes the administrator (no price sync in that short process, whatever
 * PRICE_SYNC_ON_START says for the server). It fails harmlessly when the administrator exists
 * already (a kept data folder): the server starts all the same.
 */
export const createAdminCommand =
  `ADMIN_PASSWORD='${e2eAdmin.password}' PRICE_SYNC_ON_START=false ` +
  `node backend/dist/accounts/cli/create-admin.js --mobile ${e2eAdmin.mobile} ` +
  `--email ${e2eAdmin.email} --name '${e2eAdmin.name}'`;

/** Logs the administrator in through the API. */
export async function logInAdmin(request: APIRequestContext): Promise<Session> {
  const login = await request.post('/api/auth/login', {
    data: { mobile: e2eAdmin.mobile, password: e2eAdmin.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as Session;
}
