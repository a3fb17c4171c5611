import type { Page } from '@playwright/test';
import { MSG } from '@shared/messages';
import { formatTestDate, NO_TESTS_TAKEN } from '@shared/stats';
import { expect, submitThroughReview, takeExpectedErrors, test } from './fixtures';

/** A stat card's value: the <dd> after the <dt> with this label. */
const statValue = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).first();

test('a new learner sees empty widgets, no charts, and the Milo panel opens and closes', async ({ learner: { page, name } }) => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (/CategoryChart|ScoreChart/.test(request.url())) chartRequests.push(request.url());
  });
  await page.goto('/dashboard');
  // A first visit: welcomed (not "back"), one clear first step, and no zeros that read as failing.
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Test' })).toHaveAttribute('href', '/create-test');
  await expect(page.getByRole('heading', { name: 'Your first step: a 10-question practice test' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a practice test' })).toHaveAttribute('href', '/create-test');
  await expect(page.getByText('Average Score')).toHaveCount(0);
  await expect(page.getByText('0.0%')).toHaveCount(0);
  await expect(page.getByText(NO_TESTS_TAKEN)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your first test!' })).toHaveAttribute('href', '/create-test');
  await expect(page.getByRole('heading', { name: 'Category Performance' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Performance Overview' })).toHaveCount(0);
  expect(chartRequests, 'nivo is not downloaded when there is nothing to draw').toEqual([]);

  const milo = page.getByRole('button', { name: 'Chat with Milo' });
  await expect(milo).toHaveAttribute('aria-expanded', 'false');
  await milo.click();
  await expect(milo).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('log', { name: 'Conversation with Milo' })).toBeVisible();
  await milo.click();
  await expect(milo).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('log', { name: 'Conversation with Milo' })).toBeHidden();
});

test('after one test the dashboard shows its numbers and both charts', async ({ learner: { page } }) => {
  await page.goto('/create-test');
  await page.getByLabel('Topic or Regulation').fill('RESPA');
  await page.getByLabel('Number of Questions').selectOption('5');
  await page.getByRole('button', { name: 'Generate Practice Test' }).click();
  await expect(page.getByRole('button', { name: 'Submit Test' }).or(page.getByRole('button', { name: 'Next' }))).toBeVisible();
  for (let question = 1; question <= 5; question++) {
    await page.keyboard.press('a'); // the first answer, whatever it is
    await expect(page.getByRole('button', { name: `Question ${question}, answered` })).toBeVisible();
    if (question < 5) await page.getByRole('button', { name: 'Next' }).click();
  }
  await submitThroughReview(page);
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  const finalScore = (await page.getByRole('region', { name: 'Final Score' }).locator('p').first().textContent())?.trim() ?? '';
  expect(finalScore).toMatch(/^\d{1,3}\.\d%$/);
  const correct = Number(await statValue(page, 'Correct').textContent());

  // A phone held in landscape: the charts start below the fold, so they are drawn (and nivo is
  // downloaded) only when the learner scrolls near them.
  const scoreChartRequests: string[] = [];
  page.on('request', (request) => {
    if (/ScoreChart/.test(request.url())) scoreChartRequests.push(request.url());
  });
  await page.setViewportSize({ width: 823, height: 412 });
  await page.goto('/dashboard');
  const stat = (label: string) => statValue(page, label);
  await expect(stat('Tests Completed')).toHaveText('1');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible(); // the spec's greeting from now on
  const overviewTop = (await page.getByRole('region', { name: 'Performance Overview' }).boundingBox())?.y ?? 0;
  expect(overviewTop, 'the chart starts more than the 300 px loading margin below the fold').toBeGreaterThan(412 + 300);
  expect(scoreChartRequests, 'the score chart is not downloaded before the learner scrolls to it').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(stat('Average Score')).toHaveText(finalScore);
  await expect(stat('Current Streak')).toHaveText(finalScore === '100.0%' ? '1' : '0');
  await expect(stat('Last Test')).toHaveText(formatTestDate(new Date().toISOString()));

  const recent = page.getByRole('region', { name: 'Recent Tests' }).getByRole('listitem');
  await expect(recent).toHaveCount(1);
  await expect(recent.getByRole('heading', { name: 'RESPA' })).toBeVisible();
  await expect(recent).toContainText('Intermediate');
  await expect(recent).toContainText(`Score${finalScore}`);
  await expect(recent).toContainText(`Correct${correct}`);
  await expect(recent).toContainText(`Incorrect${5 - correct}`);
  await expect(recent).toContainText(/Time\d+:\d\d/);

  const categories = page.getByRole('region', { name: 'Category Performance' });
  await categories.scrollIntoViewIfNeeded();
  await expect(categories.getByRole('img', { name: /Category performance chart/ })).toBeVisible();
  await expect(categories.getByRole('img').locator('text').filter({ hasText: 'Success Rate (%)' })).toHaveCount(1);
  const categoryTable = categories.getByRole('table', { name: 'Category performance' });
  await expect(categoryTable.getByRole('row', { name: /RESPA/ })).toHaveCount(1);

  const overview = page.getByRole('region', { name: 'Performance Overview' });
  await overview.scrollIntoViewIfNeeded();
  await expect(overview.getByRole('img', { name: /Performance overview chart/ })).toBeVisible();
  expect(scoreChartRequests.length, 'scrolled near, the chart downloads and draws').toBeGreaterThan(0);
  const scoreTable = overview.getByRole('table', { name: 'Scores of your latest tests, oldest first' });
  await expect(scoreTable.getByRole('row').nth(1)).toContainText(`RESPA${finalScore}`);

  await recent.getByRole('link', { name: 'Review Test' }).click();
  await expect(page).toHaveURL(/\/practice-test\/[a-z0-9]+\?mode=review$/);
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  await expect(page.getByText(MSG.dashboardFailed)).toHaveCount(0);
});

test('the landing, sign-up and log-in pages never download the chart library', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('nivo'))).toEqual([]);
});

test('a screen whose code cannot load (a release since the page opened) says so, and a reload brings it', async ({
  learner: { page },
  consoleErrors,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  const createTestCode = /\/assets\/CreateTest-/;
  await page.route(createTestCode, (route) => route.abort());
  await page.getByRole('link', { name: 'Create New Test' }).click();
  const alert = page.getByRole('alert').filter({ hasText: MSG.appUpdated });
  await expect(alert).toBeVisible();
  takeExpectedErrors(consoleErrors, /net::ERR_FAILED|Failed to fetch dynamically imported module: .*\/CreateTest-/);
  await page.unroute(createTestCode);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/create-test$/);
  await expect(page.getByRole('button', { name: 'Generate Practice Test' })).toBeVisible();
});
