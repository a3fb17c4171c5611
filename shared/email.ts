/**
 * The one form of an email address that is stored, compared and matched against ADMIN_EMAILS:
 * Unicode NFKC, then lower case. Without it `\u212Aate@…` (KELVIN SIGN) and `kate@…` were two
 * accounts to us but one to the database's case-folding index and to a person reading them.
 */
export function normaliseEmail(typed: string): string {
  // Trimmed last: NFKC can turn a character into a space and another (U+FE74 into ' \u064D').
  return typed.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}

/**
 * Characters a person does not see: format characters (zero-width space and joiners, direction
 * marks, soft hyphen, BOM), controls, the combining grapheme joiner, variation selectors and the
 * Hangul fillers that render as blanks.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]|\u034F|[\uFE00-\uFE0F]/u;

/**
 * True when the address typed differs from its normal form in a way a person would not see:
 * compatibility characters (KELVIN SIGN, full-width or ligature letters, which NFKC folds into
 * others), decomposed accents, or invisible characters. A difference of case is visible and fine.
 */
export function hasHiddenEmailDifference(typed: string): boolean {
  const trimmed = typed.trim();
  if (INVISIBLE.test(trimmed)) return true;
  if (trimmed.normalize('NFKC') !== trimmed) return true;
  const lower = trimmed.toLowerCase();
  return lower.normalize('NFKC') !== lower; // lower-casing made a compatibility form
}

/**
 * Whether a stored address is one of `emails` (in normal form): its normal form is listed and it was
 * not a look-alike when stored (rows from before addresses were normalised may be).
 */
export function isAddress(stored: string, emails: readonly string[]): boolean {
  return !hasHiddenEmailDifference(stored) && emails.includes(normaliseEmail(stored));
}
