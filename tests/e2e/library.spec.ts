import AxeBuilder from '@axe-core/playwright';
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

test('training content with HTML, script links and images renders inert: no script, no load, no CSP violation', async ({
  admin: { page },
}) => {
  // Every Content-Security-Policy violation the page meets is recorded (report-only or enforced alike).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const title = `Hostile note ${Date.now()}`;
  const added = await page.request.post('/trpc/training.add', {
    headers: { origin: 'http://localhost:3100' },
    data: {
      title,
      source: 'Red team',
      category: 'RESPA',
      transcript: [
        '## Escrow, with traps',
        '<script>alert("script")</script><img src="/x-html.png" onerror="alert(1)">',
        '<iframe src="https://evil.example/frame"></iframe>',
        '[Click me](javascript:alert(2)) and [a data link](data:text/html,<script>alert(3)</script>)',
        '![tracking pixel](https://evil.example/pixel.png)',
        'A plain [lesson link](https://www.consumerfinance.gov/rules-policy/regulations/1024/17/).',
      ].join('\n\n'),
    },
  });
  expect(added.ok()).toBe(true);
  const { result } = (await added.json()) as { result: { data: { id: string } } };

  await page.goto(`/library/${result.data.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Escrow, with traps' })).toBeVisible();
  const article = page.locator('main');
  await expect(article.locator('img, iframe, script')).toHaveCount(0);
  // Unsafe links lose their target; the safe one keeps it.
  for (const name of ['Click me', 'a data link']) {
    const href = await article.getByText(name).evaluate((node) => node.closest('a')?.getAttribute('href') ?? '');
    expect(href).not.toMatch(/^(javascript|data):/i);
  }
  await expect(article.getByRole('link', { name: 'lesson link' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.consumerfinance\.gov\//,
  );
  expect(dialogs).toBe(0);
  expect(requested.filter((url) => /evil\.example|x-html\.png/.test(url))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await page.request.post('/trpc/training.remove', {
    headers: { origin: 'http://localhost:3100' },
    data: { id: result.data.id },
  });
});
