// The `test` every journey imports: Playwright's, plus
//   - `role`: 'visitor' (default), 'reader' or 'staff', the demo accounts of src/server/demo/demo-content.ts; a signed-in
//     role reuses one session per worker, made by POST /api/auth/login (never through the UI);
//   - `staffApi`: a request context signed in as the demo staff account, for a test's own setup data;
//   - `trap`: fails the test if the page raises an alert/confirm/prompt or an uncaught error;
//   - `page.goto` and `page.reload` that also wait for the app's script to start: a page the server drew
//     shows its buttons before they have handlers (docs/decisions/0145-server-rendered-first-screen.md).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page, type Response } from '@playwright/test';
import { appURL } from './ports.ts';

export const DEMO_PASSWORD = 'civic-demo';
export const STAFF_EMAIL = 'editor@example.org';
export const READER_EMAIL = 'reader@example.org';
export const STAFF_NAME = 'Demo Editor';

export type Role = 'visitor' | 'reader' | 'staff';

type TestFixtures = {
  role: Role;
  staffApi: APIRequestContext;
  trap: { dialogs: string[]; errors: string[] };
};
type WorkerFixtures = { staffState: string; readerState: string };

async function signedInState(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  email: string,
  file: string,
) {
  const request = await playwright.request.newContext({ baseURL: appURL });
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  mkdirSync(path.dirname(file), { recursive: true });
  await request.storageState({ path: file });
  await request.dispose();
  return file;
}

/** Waits, after a navigation that answered a page, until the app's script has started on it. */
async function afterAppStarted(page: Page, response: Response | null): Promise<Response | null> {
  // A JSON or file address has no app to wait for.
  if (response?.headers()['content-type']?.startsWith('text/html')) {
    await page.waitForFunction(() => document.documentElement.dataset.appStarted !== undefined);
  }
  return response;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  role: ['visitor', { option: true }],

  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => afterAppStarted(page, await goto(url, options));
    page.reload = async (options) => afterAppStarted(page, await reload(options));
    await use(page);
  },

  staffState: [
    async ({ playwright }, use, workerInfo) => {
      await use(await signedInState(playwright, STAFF_EMAIL, workerInfo.project.outputDir + `/.auth/staff-${workerInfo.workerIndex}.json`));
    },
    { scope: 'worker' },
  ],
  readerState: [
    async ({ playwright }, use, workerInfo) => {
      await use(
        await signedInState(playwright, READER_EMAIL, workerInfo.project.outputDir + `/.auth/reader-${workerInfo.workerIndex}.json`),
      );
    },
    { scope: 'worker' },
  ],

  storageState: async ({ role, staffState, readerState }, use) => {
    await use(role === 'staff' ? staffState : role === 'reader' ? readerState : undefined);
  },

  staffApi: async ({ playwright, staffState }, use) => {
    const request = await playwright.request.newContext({ baseURL: appURL, storageState: staffState });
    await use(request);
    await request.dispose();
  },

  trap: async ({ page }, use) => {
    const seen = { dialogs: [] as string[], errors: [] as string[] };
    page.on('dialog', (dialog) => {
      seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => seen.errors.push(error.message));
    await use(seen);
  },
});

export { expect };
