import { hash, verify } from '@node-rs/argon2';
import { createSlots, HASHING_SLOTS } from './hashing-slots';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (argon2id is the library's default algorithm).
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 };

/** Hashing and verifying share the slots: both are the same argon2 work. */
const slots = createSlots(HASHING_SLOTS);

export function hashPassword(password: string): Promise<string> {
  return slots.run(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await slots.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
