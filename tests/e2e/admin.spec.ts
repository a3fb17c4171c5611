import { expect, logInAsAdmin, submitThroughReview, test } from './fixtures';

test('an admin adds training content, sees it listed, tests the AI, edits and deletes it', async ({ admin: { page } }) => {
  await page.goto('/admin/training-content');
  await expect(page.getByRole('heading', { name: 'Training Content Manager', level: 1 })).toBeVisible();
  const add = page.getByRole('region', { name: 'Add New Content' });
  const stored = page.getByRole('region', { name: 'Stored Training Content' });
  const testAi = page.getByRole('region', { name: 'Test AI Knowledge' });
  // The study library is seeded at start.
  await expect(stored.getByRole('listitem', { name: /^TRID — The Loan Estimate/ })).toBeVisible();

  await add.getByRole('button', { name: 'Add Content' }).click();
  for (const message of ['Title is required', 'Source is required', 'Category is required', 'Transcript is required']) {
    await expect(add.getByText(message)).toBeVisible();
  }
  const title = `Zephyrquill escrow webinar ${Date.now()}`;
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Source').fill('Compliance webinar');
  await add.getByLabel('Category').fill('RESPA');
  await add
    .getByLabel('Transcript')
    .fill('The zephyrquill rule of thumb: an escrow cushion may not exceed one-sixth of the annual disbursements.');
  await add.getByLabel('URL (optional)').fill('not a url');
  await add.getByRole('button', { name: 'Add Content' }).click();
  await expect(add.getByText('Please enter a valid URL (http:// or https://)')).toBeVisible();
  await add.getByLabel('URL (optional)').fill('https://example.com/webinars/escrow');
  await add.getByRole('button', { name: 'Add Content' }).click();
  await expect(add.getByText('Training content added successfully!')).toBeVisible();
  await expect(add.getByLabel('Title')).toHaveValue('');

  const item = stored.getByRole('listitem', { name: title });
  // Newest first by default: the new item leads the list; the search narrows it to the item.
  await expect(stored.getByRole('listitem').first()).toHaveAccessibleName(title);
  await stored.getByLabel('Search by title, category or source').fill('zephyrquill');
  await expect(stored.getByRole('listitem')).toHaveCount(1);
  await stored.getByLabel('Sort by').selectOption('title');
  await stored.getByLabel('Search by title, category or source').fill('');
  await expect(stored.getByRole('listitem').first()).not.toHaveAccessibleName(title);
  await expect(item).toContainText('Category: RESPA');
  await expect(item).toContainText('Source: Compliance webinar');
  await expect(item.getByRole('link', { name: `Open link for ${title}` })).toHaveAttribute(
    'href',
    'https://example.com/webinars/escrow',
  );

  await testAi.getByRole('button', { name: 'Test AI' }).click();
  await expect(testAi.getByText('Please enter a question')).toBeVisible();
  await testAi.getByLabel('Question').fill('What is the zephyrquill rule for an escrow cushion?');
  await testAi.getByRole('button', { name: 'Test AI' }).click();
  // No AI key in the e2e server: the offline answer comes from retrieval, side by side with the note.
  await expect(testAi.getByRole('article', { name: 'Without training materials' })).toContainText('Offline mode');
  const withTraining = testAi.getByRole('article', { name: 'With training materials' });
  await expect(withTraining).toContainText(title);
  await expect(withTraining).toContainText('one-sixth of the annual disbursements');

  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const editedTitle = `${title} (edited)`;
  const editTitle = stored.getByRole('textbox', { name: 'Title', exact: true });
  await expect(editTitle).toHaveValue(title);
  await editTitle.fill(editedTitle);
  await stored.getByRole('button', { name: 'Save changes' }).click();
  await expect(stored.getByText('Training content updated successfully!')).toBeVisible();
  const edited = stored.getByRole('listitem', { name: editedTitle });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: `Delete ${editedTitle}` }).click();
  await edited.getByRole('button', { name: 'Confirm delete' }).click();
  await expect(stored.getByText('Training content deleted.')).toBeVisible();
  await expect(stored.getByRole('listitem', { name: editedTitle })).toHaveCount(0);
});

test('an admin opens Item Analysis from the Training Content Manager, sorts and filters the table', async ({
  admin: { page },
}) => {
  await page.goto('/admin/training-content');
  await page.getByRole('main').getByRole('link', { name: 'Item Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Item Analysis', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flagged questions' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Every question' });
  const table = region.getByRole('table');
  // The bank's 1,300+ rows come 100 at a time.
  await expect(region.getByRole('status')).toHaveText(/^Showing 100 of 1,\d{3} questions$/);
  await expect(table.getByRole('row')).toHaveCount(101); // and the header row
  await region.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(region.getByRole('status')).toHaveText(/^Showing 200 of 1,\d{3} questions$/);
  await page.getByLabel('Topic').selectOption('RESPA');
  await expect(table.getByRole('rowheader', { name: /^respa-001/ })).toBeVisible();
  const responses = table.getByRole('columnheader', { name: 'Responses' });
  await responses.getByRole('button').click();
  await expect(responses).toHaveAttribute('aria-sort', 'ascending');
  await responses.getByRole('button').click();
  await expect(responses).toHaveAttribute('aria-sort', 'descending');
  await page.getByLabel('Topic').selectOption('TRID');
  await expect(table.getByRole('rowheader', { name: /^trid-001/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^respa-001/ })).toHaveCount(0);
});

test('an admin opens Stuck Mail from the account menu and sees the outbox (or that nothing is stuck)', async ({
  admin: { page },
}) => {
  await page.goto('/dashboard');
  await page.getByLabel(/^Account menu for /).click();
  await page.getByRole('link', { name: 'Stuck Mail' }).click();
  await expect(page).toHaveURL(/\/admin\/stuck-mail$/);
  await expect(page.getByRole('heading', { name: 'Stuck Mail', level: 1 })).toBeVisible();
  // The e2e server's mail goes to a working SMTP receiver, so usually nothing is stuck; either way the screen says which.
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^No stuck mail/ })
      .or(page.getByRole('table')),
  ).toBeVisible();
  const table = page.getByRole('table');
  if (await table.isVisible()) {
    await expect(table.getByRole('columnheader')).toHaveText(['Kind', 'Recipient', 'Tries', 'Last error', 'Next try']);
  }
});

test('a learner who opens an admin screen is sent to the dashboard', async ({ learner: { page } }) => {
  for (const path of ['/admin/training-content', '/admin/item-analysis', '/admin/stuck-mail']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('an admin who edited a study library note restores its shipped text', async ({ admin: { page } }) => {
  await page.goto('/admin/training-content');
  const stored = page.getByRole('region', { name: 'Stored Training Content' });
  const title = 'The E-Sign Act — Electronic Signatures, Consumer Consent and Electronic Disclosures';
  const note = stored.getByRole('listitem', { name: title });
  await expect(note).toContainText('Source: MLO Prep study notes');
  await expect(note.getByRole('button', { name: `Restore library text of ${title}` })).toHaveCount(0);

  await note.getByRole('button', { name: `Edit ${title}` }).click();
  await stored.getByRole('textbox', { name: 'Source', exact: true }).fill('Our compliance desk');
  await stored.getByRole('button', { name: 'Save changes' }).click();
  await expect(stored.getByText('Training content updated successfully!')).toBeVisible();
  await expect(note).toContainText('Source: Our compliance desk');
  await expect(note).toContainText('Edited here: corrections shipped with the library no longer reach it');

  await note.getByRole('button', { name: `Restore library text of ${title}` }).click();
  await note.getByRole('button', { name: 'Replace my edit' }).click();
  await expect(stored.getByText('The study library text is back, and later corrections will update it again.')).toBeVisible();
  await expect(note).toContainText('Source: MLO Prep study notes');
  await expect(note).not.toContainText('Edited here');
});

test('a learner reports a question from the results; an admin sees it beside Item Analysis and resolves it', async ({
  learner: { page },
}) => {
  await page.goto('/create-test');
  await page.getByRole('button', { name: 'RESPA', exact: true }).click();
  await page.getByLabel('Number of Questions').selectOption('5');
  await page.getByRole('button', { name: 'Generate Practice Test' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Question 5, unanswered' }).click();
  await submitThroughReview(page);
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  const stem =
    (await page.getByRole('listitem').filter({ hasText: 'Question 1' }).first().locator('p').first().textContent()) ?? '';

  await page.getByRole('button', { name: 'Report a problem with question 1' }).click();
  const form = page.getByRole('form', { name: 'Report a problem with question 1' });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Please choose what is wrong with the question')).toBeVisible();
  await form.getByLabel('The marked answer is wrong').check();
  const comment = `Zephyrquill: 12 CFR 1024.14 says otherwise ${Date.now()}`;
  await form.getByLabel('Details (optional)').fill(comment);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'An editor will check this question' })).toBeVisible();

  await page.request.post('/trpc/auth.logOut', { data: {}, headers: { origin: 'http://localhost:3100' } });
  await logInAsAdmin(page);
  await page.goto('/admin/item-analysis');
  const reports = page.getByRole('region', { name: /^Learner reports/ });
  const report = reports.getByRole('listitem').filter({ hasText: comment });
  await expect(report).toContainText('The marked answer is wrong');
  await expect(report).toContainText(stem.slice(0, 60));
  await expect(report).toContainText(/respa-\d{3}/);
  await report.getByRole('button', { name: /^Mark resolved/ }).click();
  await expect(reports.getByText('Report marked as resolved.')).toBeVisible();
  await expect(reports.getByRole('listitem').filter({ hasText: comment })).toHaveCount(0);
});
