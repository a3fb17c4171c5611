import { expect, submitThroughReview, test } from './fixtures';

test('a streamed chat exchange with Milo, kept across a reload, cleared by New conversation', async ({ learner: { page } }) => {
  await page.goto('/dashboard');
  const openPanel = async () => {
    const header = page.getByRole('button', { name: /Chat with Milo/ });
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  };
  await openPanel();
  const log = page.getByRole('log', { name: 'Conversation with Milo' });
  await expect(log).toContainText("I'm Milo, your SAFE MLO study assistant.");
  await expect(log).toContainText("You haven't taken a practice test yet.");

  const input = page.getByLabel('Message Milo');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled(); // a blank message cannot be sent

  const question = 'When must the Closing Disclosure be delivered?';
  await input.fill(question);
  const stream = page.waitForResponse((response) => response.url().includes('/trpc/chat.reply'));
  await input.press('Enter');
  const response = await stream;
  expect(response.headers()['content-type']).toContain('text/event-stream');

  await expect(log.getByText(question)).toBeVisible();
  // No AI key in the e2e server: Milo says it is offline and quotes the study library.
  await expect(log).toContainText("I'm in offline mode (no AI model is configured)");
  await expect(log.getByText(/TRID/).first()).toBeVisible();
  // The reply lists the notes it drew on, each a link into the library.
  const source = log.getByRole('link', { name: /TRID/ }).first();
  await expect(source).toHaveAttribute('href', /^\/library\/[a-z0-9-]+$/);
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('');

  await page.reload();
  await openPanel();
  await expect(log.getByText(question)).toBeVisible();
  const href = (await log.getByRole('link', { name: /TRID/ }).first().getAttribute('href')) ?? '';
  await log.getByRole('link', { name: /TRID/ }).first().click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('button', { name: 'Practice this topic' })).toBeVisible();
  await page.goto('/dashboard');
  await openPanel();

  await page.getByRole('button', { name: 'New conversation' }).click();
  await expect(log.getByText(question)).toHaveCount(0);
  await expect(log).toContainText("I'm Milo, your SAFE MLO study assistant.");
});

test('the welcome flags a weak category and offers a one-click practice test on it', async ({ learner: { page } }) => {
  // A finished RESPA test with no answers: 0% in RESPA.
  await page.goto('/create-test');
  await page.getByLabel('Topic or Regulation').fill('RESPA');
  await page.getByLabel('Number of Questions').selectOption('5');
  await page.getByRole('button', { name: 'Generate Practice Test' }).click();
  await page.getByRole('button', { name: 'Question 5, unanswered' }).click();
  await submitThroughReview(page);
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();

  await page.goto('/dashboard');
  const header = page.getByRole('button', { name: /Chat with Milo/ });
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  const log = page.getByRole('log', { name: 'Conversation with Milo' });
  await expect(log).toContainText('Your most recent test shows these categories under 70%:');
  await expect(log.getByRole('listitem').filter({ hasText: 'RESPA' })).toContainText('0.0% (0 of 5 correct)');
  await log.getByRole('link', { name: 'Practice RESPA' }).click();
  await expect(page).toHaveURL(/\/create-test\?topic=RESPA$/);
  await expect(page.getByLabel('Topic or Regulation')).toHaveValue('RESPA');
});
