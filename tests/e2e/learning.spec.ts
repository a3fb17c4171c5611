import type { APIRequestContext } from '@playwright/test';
import { expect, submitThroughReview, test } from './fixtures';

const ORIGIN = 'http://localhost:3100';

async function mutate(request: APIRequestContext, procedure: string, input: unknown) {
  const response = await request.post(`/trpc/${procedure}`, { data: input, headers: { origin: ORIGIN } });
  if (!response.ok()) throw new Error(`${procedure} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).result.data;
}

test('missed and flagged questions → "Review (N due)" → a review session → the count drops; an exam date → a plan', async ({
  learner: { page },
}) => {
  test.slow(); // a test, a review and a plan in one journey: more steps than the default budget is for
  await page.goto('/create-test');
  await page.getByLabel('Topic or Regulation').fill('RESPA');
  await page.getByLabel('Number of Questions').selectOption('5');
  await page.getByRole('button', { name: 'Generate Practice Test' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  // Answer A to each and flag each: whichever are wrong, all five join the deck.
  for (let question = 1; question <= 5; question++) {
    await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
    await page.keyboard.press('a');
    await page.getByRole('button', { name: 'Flag for review', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Flagged', exact: true })).toBeVisible();
    if (question < 5) await page.getByRole('button', { name: 'Next' }).click();
  }
  await submitThroughReview(page);
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Review (5 due)' }).click();
  await expect(page.getByText('Card 1 of 5')).toBeVisible();
  await page.getByRole('radiogroup').locator('label').first().click();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByText(/^(Correct|Incorrect — the answer is [A-D])$/)).toBeVisible();
  await expect(page.getByText(/^Next review: /)).toBeVisible();
  await page.getByRole('button', { name: 'Next card' }).click();
  await expect(page.getByText('Card 2 of 5')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Review (4 due)' })).toBeVisible();

  // The plan appears once an exam date is set; the date field opens on request, focused.
  const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByLabel('Exam date')).toHaveCount(0);
  await page.getByRole('button', { name: 'Set exam date' }).click();
  await expect(page.getByLabel('Exam date')).toBeFocused();
  await page.getByLabel('Exam date').fill(inThirtyDays);
  await page.getByRole('button', { name: 'Save exam date' }).click();
  await expect(page.getByText(/^30 days left · exam on /)).toBeVisible();
  await expect(page.getByText(/^Today: 4 reviews \+ \d+ new questions$/)).toBeVisible();
  await expect(page.getByText('Study days in a row:')).toBeVisible();

  // Change date opens the field with the saved date; Cancel leaves the plan as it was.
  await page.getByRole('button', { name: 'Change date' }).click();
  await expect(page.getByLabel('Exam date')).toHaveValue(inThirtyDays);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Exam date')).toHaveCount(0);
  await expect(page.getByText(/^30 days left · exam on /)).toBeVisible();
});

test('/history lists every test, 20 a page', async ({ learner: { page } }) => {
  test.slow(); // 21 tests taken through the API first
  for (let i = 0; i < 21; i++) {
    const { testId } = await mutate(page.request, 'tests.createMixed', { scope: 'all', numQuestions: 5 });
    const started = await mutate(page.request, 'attempts.start', { testId });
    await mutate(page.request, 'attempts.saveAnswer', { attemptId: started.attempt.id, questionId: 'q1', answerId: 'a' });
    await mutate(page.request, 'attempts.submit', { attemptId: started.attempt.id });
  }
  await page.goto('/history');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your tests' }).getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your tests' }).getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(/\/history\?page=2$/);
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
});
