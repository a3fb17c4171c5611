import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasHiddenEmailDifference, normaliseEmail } from './email';

describe('normaliseEmail', () => {
  it('folds case and compatibility forms into one address', () => {
    expect(normaliseEmail('  Kate@Example.COM ')).toBe('kate@example.com');
    expect(normaliseEmail('\u212Aate@example.com')).toBe('kate@example.com'); // KELVIN SIGN
    expect(normaliseEmail('ｋａｔｅ@example.com')).toBe('kate@example.com'); // full-width
    expect(normaliseEmail('\uFB01nn@example.com')).toBe('finn@example.com'); // the ﬁ ligature
    expect(normaliseEmail('jose\u0301@example.com')).toBe('jos\u00e9@example.com'); // composed
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => normaliseEmail(normaliseEmail(text)) === normaliseEmail(text)),
    );
  });
});

describe('hasHiddenEmailDifference', () => {
  it('accepts plain addresses in any case, and composed accents', () => {
    for (const email of ['kate@example.com', 'Kate@Example.com', 'jos\u00e9@example.com', 'm\u00fcller@b\u00fccher.de']) {
      expect(hasHiddenEmailDifference(email), email).toBe(false);
    }
  });

  it('refuses look-alikes and invisible characters', () => {
    for (const email of [
      '\u212Aate@example.com', // KELVIN SIGN
      '\u212Bngstrom@example.com', // ANGSTROM SIGN
      'ｋａｔｅ@example.com',
      '\uFB01nn@example.com',
      'jose\u0301@example.com', // e + combining acute
      'ka\u200Bte@example.com', // zero-width space
      'kate\u200D@example.com', // zero-width joiner
      'kate@exa\u00ADmple.com', // soft hyphen
      '\u202Ekate@example.com', // right-to-left override
      'kate\uFE0F@example.com', // variation selector
      'ka\u3164te@example.com', // Hangul filler
    ]) {
      expect(hasHiddenEmailDifference(email), JSON.stringify(email)).toBe(true);
    }
  });

  it('whatever it accepts, normalising only changes case and outer spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        if (hasHiddenEmailDifference(text)) return true;
        return normaliseEmail(text) === text.trim().toLowerCase();
      }),
    );
  });
});
