import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_PASSWORD, expect, submitThroughReview, test, uniqueEmail } from './fixtures';
import { waitForEmailLink } from './mailbox';

/** Zero serious or critical axe violations on the page as it is now. */
async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `${screen}: serious or critical axe violations`).toEqual([]);
}

// Each test below runs axe over several screens (several seconds of CPU each on a busy 2-core
// machine): they get three minutes each, not retries.
test.describe.configure({ timeout: 180_000 });

test('public screens have no serious accessibility violations', async ({ page }) => {
  const screens: [string, string][] = [
    ['/', 'Pass the SAFE MLO exam with confidence'],
    ['/signup', 'Create your account'],
    ['/login', 'Log In'],
    ['/forgot-password', 'Reset your password'],
    ['/__/auth/action?mode=verifyEmail&oobCode=nope', 'Verification Failed'],
    ['/__/auth/action?mode=resetPassword&oobCode=nope', 'Choose a new password'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/no-such-page', 'Page not found'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('signed-in screens have no serious accessibility violations', async ({ learner: { page } }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expectAccessible(page, '/dashboard');
  await page.goto('/create-test');
  await expect(page.getByRole('heading', { name: 'Create a Practice Test' })).toBeVisible();
  await expectAccessible(page, '/create-test');
  await page.getByLabel('Topic or Regulation').fill('TILA');
  await page.getByLabel('Number of Questions').selectOption('5');
  await page.getByRole('button', { name: 'Generate Practice Test' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expectAccessible(page, '/practice-test');
  await page.getByRole('button', { name: 'Question 5, unanswered' }).click();
  await submitThroughReview(page);
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  await expectAccessible(page, 'results');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Tests' })).toBeVisible();
  await expectAccessible(page, '/dashboard with a result');
});

// One test per size: each walks seven screens with axe.
for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the new screens at ${size.width}×${size.height}: library, a note, the exam, the account menu`, async ({
    learner: { page },
  }) => {
    await page.setViewportSize(size);
    const at = `${size.width}×${size.height}`;
    await page.goto('/library');
    await expect(page.getByRole('heading', { name: 'Study Library', level: 1 })).toBeVisible();
    await expectAccessible(page, `/library ${at}`);
    await page.getByLabel('Search the library').fill('rescission');
    await expect(page.getByRole('heading', { name: /Results for/ })).toBeVisible();
    await expectAccessible(page, `/library search ${at}`);
    await page.goto('/library/right-of-rescission');
    await expect(page.getByRole('button', { name: 'Practice this topic' })).toBeVisible();
    await expectAccessible(page, `/library/:slug ${at}`);
    await page.goto('/create-test');
    await expectAccessible(page, `/create-test ${at}`);
    await page.goto('/dashboard');
    await page.getByLabel(/^Account menu for /).click();
    await expectAccessible(page, `account menu ${at}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Take a full exam' }).click();
    await expect(page.getByText('Question 1 of 120').first()).toBeVisible();
    await page.keyboard.press('f');
    await expectAccessible(page, `the exam ${at}`);
    if (size.width === 1366) {
      await page.goto(`${page.url().split('?')[0]}?q=120`);
      await page.getByRole('button', { name: 'Submit Test' }).click();
      await expect(page.getByRole('heading', { name: 'Review before you submit' })).toBeVisible();
      await expectAccessible(page, `the review before submitting ${at}`);
    }
  });
}

test('the admin screens have no serious accessibility violations', async ({ admin: { page } }) => {
  await page.goto('/admin/training-content');
  await expect(page.getByRole('heading', { name: 'Training Content Manager' })).toBeVisible();
  await expectAccessible(page, '/admin/training-content');
  await page.goto('/admin/item-analysis');
  await expect(page.getByRole('region', { name: 'Every question' })).toBeVisible();
  await expectAccessible(page, '/admin/item-analysis');
  await page.goto('/admin/stuck-mail');
  await expect(page.getByRole('heading', { name: 'Stuck Mail', level: 1 })).toBeVisible();
  await expectAccessible(page, '/admin/stuck-mail');
});

test('keyboard only: sign up, verify, log in, take a test and read the results', async ({ page }) => {
  const email = uniqueEmail('keyboard');
  const tabTo = async (name: string | RegExp, role: 'link' | 'button' | 'textbox' | 'combobox' = 'button') => {
    const target = role === 'textbox' || role === 'combobox' ? page.getByLabel(name) : page.getByRole(role, { name });
    for (let presses = 0; presses < 60; presses++) {
      if (await target.first().evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`could not reach ${String(name)} with Tab`);
  };

  await page.goto('/signup');
  await tabTo('Full Name', 'textbox');
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_PASSWORD);
  const since = Date.now() - 1000;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  const link = await waitForEmailLink(email, 'verifyEmail', since);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await tabTo('Proceed to Login', 'link');
  await page.keyboard.press('Enter');

  await tabTo('Email', 'textbox');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  await tabTo('Create New Test', 'link');
  await page.keyboard.press('Enter');
  await tabTo('Topic or Regulation', 'textbox');
  await page.keyboard.type('ECOA');
  await tabTo('Number of Questions', 'combobox');
  await page.keyboard.press('ArrowUp'); // 10 → 5
  await tabTo('Generate Practice Test');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText('5 questions')).toBeVisible();

  for (let question = 1; question <= 5; question++) {
    await page.keyboard.press(String(((question - 1) % 4) + 1));
    await expect(page.getByRole('button', { name: `Question ${question}, answered` })).toBeVisible();
    if (question < 5) await page.keyboard.press('ArrowRight');
  }
  await tabTo('Submit Test');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Review before you submit' })).toBeVisible();
  await tabTo('Submit Test');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  await tabTo('Return to Dashboard', 'link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
