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
