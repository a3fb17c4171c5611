import type { Page } from '@playwright/test';
import { expect, submitThroughReview, test } from './fixtures';

async function submitFromQuestionOne(page: Page) {
  await page.getByRole('button', { name: 'Question 5, unanswered' }).click();
  await submitThroughReview(page);
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
}

const personalBest = (page: Page) => page.getByRole('status').filter({ hasText: 'New personal best' });

test('a better retake is a personal best; the first score and a lower one are not', async ({ learner: { page } }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/create-test');
  await page.getByRole('button', { name: 'RESPA', exact: true }).click();
  await page.getByLabel('Number of Questions').selectOption('5');
  await page.getByRole('button', { name: 'Generate Practice Test' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();

  // First try, nothing answered: 0%, and a first score has nothing to beat.
  await submitFromQuestionOne(page);
  await expect(page.getByText('0.0%', { exact: true })).toBeVisible();
  await expect(personalBest(page)).toHaveCount(0);
  // The review names question 1's key: the retake answers it right, for 20%.
  const key = (
    await page
      .getByText(/^Correct answer: [A-D]\./)
      .first()
      .textContent()
  )?.match(/: ([A-D])\./)?.[1];
  expect(key).toBeTruthy();

  await page.getByRole('button', { name: 'Retake Test' }).click();
  await expect(page.getByRole('button', { name: 'Question 1, unanswered' })).toBeVisible();
  await page.keyboard.press(String(key).toLowerCase());
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await submitFromQuestionOne(page);
  await expect(personalBest(page)).toHaveText('New personal best on RESPA: 20.0%, up from 0.0%');
  // Under prefers-reduced-motion the moment is shown without its pop.
  expect(await personalBest(page).evaluate((element) => getComputedStyle(element).animationName)).toBe('none');

  // A lower score after it is not a best.
  await page.getByRole('button', { name: 'Retake Test' }).click();
  await expect(page.getByRole('button', { name: 'Question 1, unanswered' })).toBeVisible();
  await submitFromQuestionOne(page);
  await expect(page.getByText('0.0%', { exact: true })).toBeVisible();
  await expect(personalBest(page)).toHaveCount(0);
});
