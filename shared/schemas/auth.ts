import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { hasHiddenEmailDifference } from '../email';
import { MSG } from '../messages';

/** The spec's "simple pattern": text, @, dotted domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string) => z.string({ message }).min(1, message);

const emailField = (requiredMessage: string) =>
  required(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(MAX_EMAIL_LENGTH, MSG.invalidEmail)
    .regex(EMAIL_PATTERN, MSG.invalidEmail)
    // An address whose normal form (NFKC, lower case) differs in a way nobody would see is refused,
    // so a look-alike can never take another address's place (issue 16).
    .refine((email) => !hasHiddenEmailDifference(email), MSG.invalidEmail);

const newPassword = (requiredMessage: string) =>
  required(requiredMessage)
    .min(MIN_PASSWORD_LENGTH, MSG.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);

/** A new password typed twice (sign up, reset): the spec's messages, the mismatch shown at the second field. */
const newPasswordTwice = {
  password: newPassword(MSG.allFieldsRequired),
  confirmPassword: required(MSG.allFieldsRequired).max(MAX_PASSWORD_LENGTH),
};
const passwordsMatch = (input: { password: string; confirmPassword: string }) => input.password === input.confirmPassword;
const mismatch = { message: MSG.passwordsDoNotMatch, path: ['confirmPassword'] };

export const signUpSchema = z
  .strictObject({
    fullName: required(MSG.allFieldsRequired)
      .trim()
      .min(1, MSG.allFieldsRequired)
      .min(MIN_NAME_LENGTH, MSG.nameTooShort)
      .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters long`),
    email: emailField(MSG.allFieldsRequired),
    ...newPasswordTwice,
  })
  .refine(passwordsMatch, mismatch);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const logInSchema = z.strictObject({
  email: required(MSG.loginFieldsRequired).trim().min(1, MSG.loginFieldsRequired).max(MAX_EMAIL_LENGTH, MSG.invalidEmail),
  password: required(MSG.loginFieldsRequired).max(MAX_PASSWORD_LENGTH, MSG.wrongPassword),
});
export type LogInInput = z.infer<typeof logInSchema>;

export const resendVerificationSchema = z.strictObject({
  email: emailField(MSG.invalidEmail),
  password: required(MSG.passwordRequired).max(MAX_PASSWORD_LENGTH, MSG.wrongPassword),
});
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;

const oobCode = z.string().trim().min(1).max(200);

export const verifyEmailSchema = z.strictObject({ oobCode });

export const requestPasswordResetSchema = z.strictObject({ email: emailField(MSG.invalidEmail) });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = z.strictObject({ oobCode, ...newPasswordTwice }).refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The form of the reset screen: the code comes from the link, not from a field. */
export const resetPasswordFormSchema = z.object(newPasswordTwice).refine(passwordsMatch, mismatch);
