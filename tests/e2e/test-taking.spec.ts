import { MSG } from '@shared/messages';
import { expect, takeExpectedErrors, test } from './fixtures';

test('generate a test, take it across a reload, submit, review and retake', async ({ learner: { page }, consoleErrors }) => {
  await page.goto('/create-test');
  await expect(page.getByText('Offline mode: questions come from our built-in SAFE exam question bank.')).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate Practice Test' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Topic or Regulation').fill('RESPA');
  await page.getByLabel('Number of Questions').selectOption('5');
  await page.getByLabel('Difficulty Level').selectOption('beginner');
  await generate.click();
  await expect(page).toHaveURL(/\/practice-test\/[a-z2-7]{32}$/);
  await expect(page.getByRole('heading', { name: 'RESPA', level: 1 })).toBeVisible();
  await expect(page.getByText('Beginner · 5 questions')).toBeVisible();
  const testUrl = page.url();

  // Answer two questions: a click on an answer, then the keyboard.
  await page.getByRole('radiogroup').locator('label').nth(1).click();
  await expect(page.getByRole('radiogroup').getByRole('radio').nth(1)).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.keyboard.press('3');
  await expect(page.getByRole('radiogroup').getByRole('radio').nth(2)).toBeChecked();
  await expect(page.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
  const timerBefore = await page.getByRole('timer').textContent();

  // A reload returns to the question the learner was on, with every answer kept. It writes nothing:
  // the attempt is read once, in the first batch the server preloaded with the page.
  const trpcCalls: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/')) trpcCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await expect(page.getByRole('radiogroup').getByRole('radio').nth(2)).toBeChecked();
  const timerAfter = (await page.getByRole('timer').textContent()) ?? '';
  expect(timerAfter <= (timerBefore ?? '')).toBe(true); // the countdown was not reset
  expect(timerAfter).toMatch(/^(59|60):\d\d$/);
  expect(trpcCalls.filter((call) => call.includes('attempts.'))).toEqual(['GET /trpc/auth.me,publicConfig,attempts.resume']);
  // The results shown after submitting share this screen's code, but the report form under each
  // reviewed question, its form library and the zod schemas load only when a learner opens it.
  expect(scripts.filter((script) => /\/(ReportQuestionForm|schemas|zod)-/.test(script))).toEqual([]);
  page.removeAllListeners('request');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('a');
  await expect(page.getByRole('button', { name: 'Question 3, answered' })).toBeVisible();

  // While a test runs no site navigation competes with it: the header offers only a way out.
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header.getByRole('link', { name: 'Library' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  // Away to the dashboard and back within the app: the test is read again, with the answer given
  // after the reload (the screen's loader is forgotten when it closes, never served stale).
  await header.getByRole('link', { name: 'Save and exit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome'); // the test screen has closed
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Question 3, answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
  await page.getByRole('button', { name: 'Question 5, unanswered' }).click();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  // Submit opens the review: two unanswered questions, each a link back; then the final confirm.
  await expect(page.getByRole('heading', { name: 'Review before you submit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unanswered (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Test' }).click();

  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  await expect(page).toHaveURL(/\/practice-test\/[a-z2-7]{32}\?mode=review$/);
  await expect(page.getByRole('heading', { name: 'Final Score' })).toBeVisible();
  await expect(page.getByText(/^\d+\.\d%$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Performance by Category' })).toBeVisible();
  await expect(page.getByText(/of 5 correct/)).toBeVisible();
  await expect(page.getByText('No answer provided')).toHaveCount(2);
  await expect(page.getByText('Explanation:').first()).toBeVisible();

  // A release since the page opened: the report form's code is gone. The results stay, with a message.
  const reportForm = /\/assets\/ReportQuestionForm-/;
  await page.route(reportForm, (route) => route.abort());
  await page.getByRole('button', { name: 'Report a problem with question 1' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.reportFormUnavailable })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  takeExpectedErrors(consoleErrors, /net::ERR_FAILED|Failed to fetch dynamically imported module: .*\/ReportQuestionForm-/);
  await page.unroute(reportForm);

  // The review URL shows the same saved result after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();

  await page.getByRole('button', { name: 'Retake Test' }).click();
  await expect(page).toHaveURL(testUrl);
  await expect(page.getByRole('button', { name: 'Question 1, unanswered' })).toBeVisible();
  await expect(page.getByRole('button', { name: /, answered/ })).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveText(/^(60:00|59:5\d)$/);
});

test('an unknown test shows Test not found', async ({ learner: { page } }) => {
  await page.goto('/practice-test/doesnotexist');
  await expect(page.getByRole('alert')).toHaveText('Test not found');
  await page.goto('/practice-test/doesnotexist?mode=review');
  await expect(page.getByRole('alert')).toHaveText('Test results not found');
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
});

test('topics are chips to pick, grouped by exam section, with the groups learners type and a filter', async ({
  learner: { page },
}) => {
  await page.goto('/create-test');
  await expect(page.getByRole('region', { name: 'Ethics' }).getByRole('button', { name: 'Fair Housing' })).toBeVisible();
  await page.getByRole('region', { name: 'Groups of topics' }).getByRole('button', { name: 'Fair Lending' }).click();
  await expect(page.getByLabel('Topic or Regulation')).toHaveValue('Fair Lending');
  await expect(page.getByRole('button', { name: 'Fair Lending', pressed: true })).toBeVisible();
  await page.getByLabel('Find a topic').fill('hpml');
  await expect(page.getByRole('button', { name: 'HPML' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'RESPA' })).toHaveCount(0);
  await page.getByRole('button', { name: 'HPML' }).click();
  await page.getByRole('button', { name: 'Generate Practice Test' }).click();
  await expect(page.getByRole('heading', { name: 'HPML', level: 1 })).toBeVisible();
});
