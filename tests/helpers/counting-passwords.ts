import type * as Passwords from '../../server/services/auth/passwords';

/** How many passwords have been hashed in this test file (argon2 is the cost a flood must not buy). */
export const passwordHashes = { count: 0 };

/**
 * The passwords module with its hash counted, for a test file's
 * `vi.mock('…/passwords', (importOriginal) => import('…/counting-passwords').then((m) => m.countingPasswords(importOriginal)))`:
 * vi.mock is hoisted into each file, so the call stays there and its body lives here.
 */
export async function countingPasswords(importOriginal: () => Promise<typeof Passwords>): Promise<typeof Passwords> {
  const real = await importOriginal();
  return {
    ...real,
    hashPassword: (password: string) => {
      passwordHashes.count++;
      return real.hashPassword(password);
    },
  };
}
