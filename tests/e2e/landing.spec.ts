import { expect, test } from './fixtures';

test('the landing page shows the product, its claims and working links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pass the SAFE MLO exam with confidence');
  await expect(page.locator('h1')).toHaveCount(1);
  for (const text of ['94%', '2X', 'Trusted by over 10,000 MLOs', 'Free trial']) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  for (const feature of ['AI-Powered Learning', 'Real Exam Simulation', 'Detailed Analytics', 'Expert Content']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Mon-Fri 9am-5pm EST')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'support@mloprep.com' })).toBeVisible();
  await expect(footer.getByText('© 2025')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.getByRole('heading', { name: 'Simple pricing' })).toBeInViewport();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { name: 'Everything you need to pass' })).toBeInViewport();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('protected routes send anonymous visitors to /login', async ({ page }) => {
  for (const path of ['/dashboard', '/create-test', '/practice-test/abc', '/admin/training-content']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  }
});
