import { expect, test } from './fixtures';

/** The public pages and their headings, as the build renders them (shared/routes.ts, prerender: true). */
const PUBLIC_PAGES: [string, string][] = [
  ['/', 'Pass the SAFE MLO exam with confidence'],
  ['/login', 'Log In'],
  ['/signup', 'Create your account'],
  ['/forgot-password', 'Reset your password'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
];

test('the server sends each public page with its heading already in the HTML', async ({ request }) => {
  for (const [path, heading] of PUBLIC_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, path).toContain('<div id="root" data-prerendered="">');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing and log-in pages still paint their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pass the SAFE MLO exam with confidence');
    await expect(page.getByRole('heading', { name: 'AI-Powered Learning' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});

test('the landing page hydrates without a console error or an API call', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/trpc')) apiCalls.push(request.url());
  });
  await page.goto('/');
  // The support contacts render only once React has taken the page over (SiteFooter, useHydrated).
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'support@mloprep.com' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pass the SAFE MLO exam with confidence');
  expect(apiCalls).toEqual([]);
  // Hydrated links route in the page: the log-in form works from here.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill('nobody@e2e.mloprep.test');
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('a signed-in learner gets the app, not the prebuilt page, and /login still leads to the dashboard', async ({
  learner: { page },
}) => {
  const html = await (await page.request.get('/login')).text();
  expect(html).not.toContain('data-prerendered');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pass the SAFE MLO exam with confidence');
});
