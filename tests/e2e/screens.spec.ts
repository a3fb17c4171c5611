import type { Page } from '@playwright/test';
import { expect, submitThroughReview, test } from './fixtures';

/**
 * Every screen at a laptop and a phone size: no horizontal scroll, and a screenshot written to
 * docs/screens/ (linked from the README) so a change in how a screen looks shows up in review.
 */
const SIZES = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function capture(page: Page, screen: string) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(150); // let a resize settle (charts measure their width)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${screen} at ${size.width}×${size.height} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `docs/screens/${screen}-${size.width}x${size.height}.png` });
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
  await page.goto('/admin/item-analysis');
  await expect(page.getByRole('heading', { name: 'Item Analysis', level: 1 })).toBeVisible();
  await capture(page, 'admin-item-analysis');
});
