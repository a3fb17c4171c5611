import { expect, test } from './fixtures';

test('a full mock exam taken to the end: flags by button and by keyboard, the review screen, the verdict', async ({
  learner: { page },
}) => {
  test.slow(); // 120 questions answered one by one: about 500 key presses, each a render of the runner
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Take a full exam' }).click();
  await expect(page.getByRole('heading', { name: 'Full SAFE MLO mock exam', level: 1 })).toBeVisible();
  await expect(page.getByText('Question 1 of 120')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(190:00|189:5\d)$/);

  // Answer every question with the keyboard; flag question 3 with its button and question 7 with F.
  for (let question = 1; question <= 120; question++) {
    await expect(page.getByText(`Question ${question} of 120`)).toBeVisible();
    if (question === 3) await page.getByRole('button', { name: 'Flag for review', exact: true }).click();
    if (question === 7) await page.keyboard.press('f');
    if (question !== 60) await page.keyboard.press(String(((question - 1) % 4) + 1)); // leave 60 unanswered
    if (question < 120) await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByRole('button', { name: 'Flagged', exact: true })).toHaveCount(0); // question 120 is not flagged
  await page.keyboard.press('ArrowLeft');
  await page.locator('summary', { hasText: 'answered' }).click(); // unfold the grid
  await expect(page.getByRole('button', { name: 'Question 3, answered, flagged' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 7, answered, flagged' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 60, unanswered' })).toBeVisible();

  await page.getByRole('button', { name: 'Question 120, answered' }).click();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  const review = page.getByRole('region', { name: 'Review before you submit' });
  await expect(review.getByRole('heading', { name: 'Unanswered (1)' })).toBeVisible();
  await expect(review.getByRole('heading', { name: 'Flagged for review (2)' })).toBeVisible();
  // A link back to the flagged question; unflag it there, then come back to the review.
  await review.getByRole('button', { name: 'Question 7' }).click();
  await expect(page.getByText('Question 7 of 120')).toBeVisible();
  await page.getByRole('button', { name: 'Flagged', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Flag for review', exact: true })).toBeVisible();
  await page.reload(); // flags and position are the server's and the address's
  await expect(page.getByText('Question 7 of 120')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Flag for review', exact: true })).toBeVisible();
  await page.goto(page.url().replace(/q=\d+/, 'q=120'));
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(review.getByRole('heading', { name: 'Flagged for review (1)' })).toBeVisible();
  await review.getByRole('button', { name: 'Submit Test' }).click();

  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /(Pass|Not yet a pass): \d+ out of 100/ })).toBeVisible();
  await expect(page.getByText('By exam section')).toBeVisible();
  for (const section of ['Federal mortgage-related laws', 'Uniform State Content', 'Ethics']) {
    await expect(page.getByText(section, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Unscored (pretest)')).toHaveCount(5);
});

test('the exam on a phone: a compact timer bar, the grid folded away, the first answer above the fold', async ({
  learner: { page },
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/create-test');
  await page.getByRole('button', { name: 'Take a full exam' }).click();
  await expect(page.getByText('Question 1 of 120').first()).toBeVisible();
  const grid = page.getByRole('navigation', { name: 'Questions' });
  await expect(grid).toBeHidden(); // folded: 120 numbers would push the question down
  await expect(page.getByText(/^\d+:\d\d left$/)).toBeVisible();
  const firstAnswer = page.getByRole('radiogroup').locator('label').first();
  const box = await firstAnswer.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  // Kept with the run's results, not written into docs/ (the README's picture would change every run).
  await page.screenshot({ path: test.info().outputPath('exam-mobile-390x844.png') });
  // The bar stays in view while the page scrolls.
  await page.mouse.wheel(0, 600);
  await expect(page.getByText(/^\d+:\d\d left$/)).toBeInViewport();
});
