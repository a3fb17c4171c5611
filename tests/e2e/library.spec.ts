import { expect, test } from './fixtures';

test('the library: search, read a note, then practise its topic', async ({ learner: { page } }) => {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { name: 'Study Library', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Federal mortgage-related laws/ })).toBeVisible();

  await page.getByLabel('Search the library').fill('escrow cushion');
  await expect(page.getByRole('heading', { name: 'Results for “escrow cushion”' })).toBeVisible();
  await page.getByRole('link', { name: 'RESPA Escrow Accounts and Mortgage Servicing Rules' }).click();
  await expect(page).toHaveURL(/\/library\/respa-escrow-and-servicing$/);
  await expect(page.getByRole('heading', { name: 'RESPA Escrow Accounts and Mortgage Servicing Rules', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Escrow accounts \(12 CFR 1024\.17\)/ })).toBeVisible();

  await page.getByRole('button', { name: 'Practice this topic' }).click();
  await expect(page).toHaveURL(/\/practice-test\/[a-z2-7]{32}$/);
  await expect(page.getByRole('heading', { name: 'RESPA', level: 1 })).toBeVisible();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
});

test("a wrong answer's Read the note opens the note that teaches it", async ({ learner: { page } }) => {
  await page.goto('/create-test');
  await page.getByLabel('Topic or Regulation').fill('RESPA');
  await page.getByLabel('Number of Questions').selectOption('5');
  await page.getByRole('button', { name: 'Generate Practice Test' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Question 5, unanswered' }).click();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('button', { name: 'Submit Test' }).click(); // the review's final confirm
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  // Every question was left blank, so each is wrong and links its lesson.
  const link = page.getByRole('link', { name: 'Read the note for question 1' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/library\/[a-z0-9-]+$/);
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByText('RESPA', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Practice this topic' })).toBeVisible();
});
