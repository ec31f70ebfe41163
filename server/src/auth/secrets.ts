import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie or token: 256 bits, URL-safe. */
export function newSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Only hashes of sessions and tokens are stored, so a leaked table signs no one in. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
