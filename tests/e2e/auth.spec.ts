import { MSG } from '@shared/messages';
import { E2E_PASSWORD, expect, signUpVerifiedAndLogIn, test, uniqueEmail } from './fixtures';
import { waitForEmailLink } from './mailbox';

test('sign up → verify by email → log in → dashboard → log out → guards', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.allFieldsRequired);

  await page.getByLabel('Full Name').fill('  Casey Originator ');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(MSG.passwordTooShort)).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(MSG.passwordsDoNotMatch)).toBeVisible();

  const since = Date.now() - 1000;
  await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend verification email \(\d+s\)/ })).toBeDisabled();

  // Logging in before verifying is refused.
  await page.getByRole('link', { name: 'Proceed to Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.unverified);

  const link = await waitForEmailLink(email, 'verifyEmail', since);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Login' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.wrongPassword);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Casey Originator' })).toBeVisible(); // a first visit

  // Signed in: /login and /signup lead to the dashboard; a learner cannot open the admin page.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/training-content');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a used verification link fails', async ({ page }) => {
  await page.goto('/__/auth/action?mode=verifyEmail&oobCode=notarealcode');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Login' })).toBeVisible();
});

test('an already registered email is offered a resend that uses the password just typed', async ({ page }) => {
  const email = uniqueEmail('again');
  await signUpVerifiedAndLogIn(page, email);
  await page.request.post('/trpc/auth.logOut', { data: {}, headers: { origin: 'http://localhost:3100' } });
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Casey Again');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(MSG.emailInUse)).toBeVisible();
  await expect(page.locator('#resend-password')).toHaveCount(0); // no second, empty Password field
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText(MSG.alreadyVerified)).toBeVisible();
});

test('an unverified learner at log in resends the verification email from there, with its countdown', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.request.post('/trpc/auth.signUp', {
    data: { fullName: 'Una Verified', email, password: E2E_PASSWORD, confirmPassword: E2E_PASSWORD },
    headers: { origin: 'http://localhost:3100' },
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(MSG.unverified)).toBeVisible();
  // The sign-up just sent one, so the server's 60-second cooldown answers first: the wait is shown.
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('button', { name: /^Resend verification email \(\d+s\)$/ })).toBeDisabled();
});

test('a signed-in learner: the account menu on every screen logs out, and a 404 keeps the app navigation', async ({ page }) => {
  await signUpVerifiedAndLogIn(page, uniqueEmail('menu'), 'Morgan Menu');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Library' })).toBeVisible();
  await page.goto('/library');
  await page.getByLabel('Account menu for Morgan Menu').click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password → email → reset → log in with the new password', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpVerifiedAndLogIn(page, email);
  await page.request.post('/trpc/auth.logOut', { data: {}, headers: { origin: 'http://localhost:3100' } });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const since = Date.now() - 1000;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(MSG.resetEmailSent)).toBeVisible();
  const link = await waitForEmailLink(email, 'resetPassword', since);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New Password').fill('a-new-password-2');
  await page.getByLabel('Confirm Password').fill('a-new-password-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(MSG.passwordResetDone)).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-new-password-2');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
