import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../../playwright.config';
import { waitForEmailLink } from './mailbox';

export const E2E_PASSWORD = 'e2e-password-1';
const ORIGIN = 'http://localhost:3100';

async function call(request: APIRequestContext, procedure: string, input: unknown) {
  const response = await request.post(`/trpc/${procedure}`, { data: input, headers: { origin: ORIGIN } });
  if (!response.ok()) throw new Error(`${procedure} failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}@e2e.mloprep.test`;

/** Signs up through the API, verifies with the link from the real mailbox, and logs the page in. */
export async function signUpVerifiedAndLogIn(page: Page, email: string, name = 'Jordan Learner') {
  const since = Date.now() - 1000;
  await call(page.request, 'auth.signUp', { fullName: name, email, password: E2E_PASSWORD, confirmPassword: E2E_PASSWORD });
  const link = await waitForEmailLink(email, 'verifyEmail', since);
  await call(page.request, 'auth.verifyEmail', { oobCode: new URL(link).searchParams.get('oobCode') });
  await call(page.request, 'auth.logIn', { email, password: E2E_PASSWORD }); // the cookie lands in the page's context
  return { email, name };
}

/** Logs the page in as the run's admin, signing the account up the first time. */
export async function logInAsAdmin(page: Page) {
  const logIn = await page.request.post('/trpc/auth.logIn', {
    data: { email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD },
    headers: { origin: ORIGIN },
  });
  if (!logIn.ok()) await signUpVerifiedAndLogIn(page, E2E_ADMIN_EMAIL, 'Avery Admin');
}

type Fixtures = {
  learner: { page: Page; email: string; name: string };
  admin: { page: Page; email: string };
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  // Every test fails on a console error or an uncaught page error unless it empties the list itself.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx response; the app shows those as messages by design (wrong password…).
        const expectedHttpError = /Failed to load resource: the server responded with a status of 4\d\d/.test(message.text());
        if (message.type() === 'error' && !expectedHttpError) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  learner: async ({ page }, use) => {
    const account = await signUpVerifiedAndLogIn(page, uniqueEmail('learner'));
    await use({ page, ...account });
  },
  // The admin account lives as long as the run's server; a worker restarted after a failure asks the
  // server, not its own memory, whether the account exists yet.
  admin: async ({ page }, use) => {
    await logInAsAdmin(page);
    await use({ page, email: E2E_ADMIN_EMAIL });
  },
});

/**
 * For a test that makes the page fail on purpose (a code file blocked): every console error so far is
 * one of those failures, and they are taken off the list the fixture checks. At least one must be there.
 */
export function takeExpectedErrors(errors: string[], expected: RegExp) {
  expect(errors.length, 'the failure was reported in the console').toBeGreaterThan(0);
  expect(errors.filter((error) => !expected.test(error))).toEqual([]);
  errors.length = 0;
}

/** Submit Test on the last question opens the review; its own Submit Test is the final confirm. */
export async function submitThroughReview(page: Page) {
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('heading', { name: 'Review before you submit' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Test' }).click();
}

export { expect };
