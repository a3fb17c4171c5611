import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, submitThroughReview, test } from './fixtures';
import { stabilise } from './stable-screens';

/**
 * Every screen at a laptop and a phone size: no horizontal scroll, and compared with its baseline in
 * docs/screens/ (linked from the README), so a change in how a screen looks fails here until the
 * baselines are updated on purpose: `npx playwright test tests/e2e/screens.spec.ts --update-snapshots`.
 * The data on the screens is pinned (stable-screens.ts); what cannot be pinned is masked.
 */
const SIZES = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

// A longer ceiling (not a wait) for each page to appear: other test runs share the 2 cores, and every
// tRPC answer makes a round trip through the runner to be pinned.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ timezoneId: 'UTC', locale: 'en-US' });
// Each test walks many screens, each compared at two sizes on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });
test.beforeEach(async ({ page }) => stabilise(page));

async function capture(page: Page, screen: string, mask: Locator[] = []) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => document.fonts.ready);
    // Waits until two screenshots in a row agree (charts measure their width after a resize), then compares.
    await expect(page).toHaveScreenshot(`${screen}-${size.width}x${size.height}.png`, { mask, timeout: 30_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${screen} at ${size.width}×${size.height} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height }); // the rest of the test runs at laptop size
}

test('public screens at both sizes', async ({ page }) => {
  for (const [screen, path, heading] of [
    ['landing', '/', 'Pass the SAFE MLO exam with confidence'],
    ['signup', '/signup', 'Create your account'],
    ['login', '/login', 'Log In'],
    ['forgot-password', '/forgot-password', 'Reset your password'],
    ['privacy', '/privacy', 'Privacy Policy'],
    ['not-found', '/no-such-page', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await capture(page, screen);
  }
});

test('signed-in screens at both sizes', async ({ learner: { page } }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await capture(page, 'dashboard-first-visit');
  await page.goto('/create-test');
  await expect(page.getByRole('heading', { name: 'Create a Practice Test' })).toBeVisible();
  await capture(page, 'create-test');
  await page.getByRole('button', { name: 'RESPA', exact: true }).click();
  await page.getByLabel('Number of Questions').selectOption('5');
  await page.getByRole('button', { name: 'Generate Practice Test' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.keyboard.press('2');
  await capture(page, 'test');
  await page.getByRole('button', { name: 'Question 5, unanswered' }).click();
  await submitThroughReview(page);
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  await capture(page, 'results');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Tests' })).toBeVisible();
  // The charts are drawn when scrolled near (nivo is lazy), and then stay: scroll to each, wait for it,
  // and come back to the top, so the screenshot never compares "Loading chart…".
  for (const chart of [/^Category performance chart/, /^Performance overview chart/]) {
    await page
      .getByRole('heading', { name: chart.source.includes('Category') ? 'Category Performance' : 'Performance Overview' })
      .scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: chart })).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await capture(page, 'dashboard');
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Study Library', level: 1 })).toBeVisible();
  await capture(page, 'library');
  await page.goto('/library/trid-tolerances');
  await expect(page.getByRole('button', { name: 'Practice this topic' })).toBeVisible();
  await capture(page, 'library-note');
});

test('admin screens at both sizes', async ({ admin: { page } }) => {
  await page.goto('/admin/training-content');
  await expect(page.getByRole('heading', { name: 'Training Content Manager' })).toBeVisible();
  await capture(page, 'admin-training-content');
  // Reports other specs sent are resolved first, so the reports region shows its empty state.
  const reports = await page.request.get('/trpc/bank.reports');
  for (const report of (await reports.json()).result.data as { id: string }[]) {
    await page.request.post('/trpc/bank.resolveReport', {
      data: { reportId: report.id },
      headers: { origin: 'http://localhost:3100' },
    });
  }
  await page.goto('/admin/item-analysis');
  await expect(page.getByRole('heading', { name: 'Item Analysis', level: 1 })).toBeVisible();
  await expect(page.getByText('No open reports.')).toBeVisible();
  // Its figures count every response of the run, so they depend on which other specs ran first.
  await capture(page, 'admin-item-analysis', [page.getByRole('table')]);
});

test('the stuck-mail screen at both sizes', async ({ admin: { page } }) => {
  await page.goto('/admin/stuck-mail');
  await expect(page.getByRole('heading', { name: 'Stuck Mail', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').or(page.getByRole('table'))).toBeVisible();
  // What is stuck depends on the run (a mailer down in another spec): the list is masked, the page around it compared.
  await capture(page, 'admin-stuck-mail', [page.getByRole('main').getByRole('status'), page.getByRole('table')]);
});
