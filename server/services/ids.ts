import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** An opaque, unguessable id: 160 random bits, base32. */
export function randomId(bytes = 20): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}
