/** Sign up, log in, email verification, password reset and access: the spec's texts (§5, §8) and our own. */
export const AUTH_MESSAGES = {
  // Validation (§5)
  allFieldsRequired: 'All fields are required',
  nameTooShort: 'Name must be at least 2 characters long',
  invalidEmail: 'Please enter a valid email address',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  loginFieldsRequired: 'Email and password are required',
  passwordRequired: 'Password is required',
  // Sign up (§8)
  emailInUse: 'This email is already registered. Need to verify? Click below to resend verification email.',
  signupFailed: 'Failed to create account',
  // Log in (§8)
  unverified: 'Please verify your email before logging in',
  userNotFound: 'No account found with this email',
  wrongPassword: 'Incorrect password',
  tooManyLogins: 'Too many failed attempts. Please try again later',
  userDisabled: 'This account has been disabled',
  loginFailed: 'Failed to sign in',
  // Resend verification (§8)
  tooManyResends: 'Too many attempts. Please try again later',
  verificationSent: 'Verification email sent',
  verificationSentLong: 'Verification email sent! Please check your inbox.',
  alreadyVerified: 'Email already verified',
  // Verification screen
  verificationFailed: 'Verification Failed',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetEmailSent: 'If an account exists for this email, a password reset link is on its way.',
  passwordResetDone: 'Your password has been reset. Please log in with your new password.',
  // Spec §8
  logoutFailed: 'Failed to log out',
  // Our own (the spec does not word them)
  signInRequired: 'Please log in to continue',
  forbidden: 'You do not have access to this page',
} as const;
