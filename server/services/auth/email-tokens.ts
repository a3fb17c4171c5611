import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';
import { randomId } from '../ids';
import { hashToken } from './sessions';

export type TokenPurpose = 'verifyEmail' | 'resetPassword';
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verifyEmail: 24 * 60 * 60 * 1000,
  resetPassword: 60 * 60 * 1000,
};

/** Issues a new token for (purpose, user), replacing any earlier one; only its hash is stored. */
export async function issueEmailToken(db: Db, purpose: TokenPurpose, userId: string): Promise<string> {
  const token = randomId(20);
  const row = {
    purpose,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    createdAt: new Date(),
  };
  await db
    .insert(emailTokens)
    .values(row)
    .onConflictDoUpdate({
      target: [emailTokens.purpose, emailTokens.userId],
      set: { tokenHash: row.tokenHash, expiresAt: row.expiresAt, createdAt: row.createdAt },
    });
  return token;
}

/**
 * The token's user when the token is live, without consuming it: a cheap indexed read, so a flood of
 * made-up codes costs no password hash (issue 16). The consume that follows is still the only gate.
 */
export async function findEmailTokenOwner(db: Db, purpose: TokenPurpose, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      and(eq(emailTokens.purpose, purpose), eq(emailTokens.tokenHash, hashToken(token)), gt(emailTokens.expiresAt, new Date())),
    );
  return row?.userId ?? null;
}

/** Deletes and returns the token's user when the token is live: single use by construction. */
export async function consumeEmailToken(db: Db, purpose: TokenPurpose, token: string): Promise<string | null> {
  const [row] = await db
    .delete(emailTokens)
    .where(
      and(eq(emailTokens.purpose, purpose), eq(emailTokens.tokenHash, hashToken(token)), gt(emailTokens.expiresAt, new Date())),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

export function emailActionLink(appUrl: string, mode: TokenPurpose, token: string): string {
  return `${appUrl}/__/auth/action?mode=${mode}&oobCode=${encodeURIComponent(token)}`;
}
