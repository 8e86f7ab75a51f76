/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto, so the same code runs on Node and on
 * Workers. The stored text names its algorithm, cost and salt
 * (`pbkdf2-sha256$600000$<salt>$<hash>`, base64url), so the cost can rise later without
 * breaking existing hashes: `needsRehash` tells when to upgrade one at the next sign-in.
 */
const ALGORITHM = 'pbkdf2-sha256';
export const PASSWORD_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** Refuse absurd costs read from a stored hash instead of burning CPU on them. */
const MAX_ITERATIONS = 10_000_000;

const encoder = new TextEncoder();

export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations, HASH_BYTES);
  return [ALGORITHM, String(iterations), toBase64Url(salt), toBase64Url(hash)].join('$');
}

/** True when `password` matches `stored`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.iterations < PASSWORD_ITERATIONS;
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

function parseHash(stored: string): ParsedHash | null {
  const [algorithm, iterationsText, saltText, hashText, ...rest] = stored.split('$');
  if (algorithm !== ALGORITHM || rest.length > 0 || !iterationsText || !saltText || !hashText) return null;
  const iterations = Number(iterationsText);
  if (!Number.isSafeInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) return null;
  const salt = fromBase64Url(saltText);
  const hash = fromBase64Url(hashText);
  if (!salt || !hash || salt.length === 0 || hash.length < 16) return null;
  return { iterations, salt, hash };
}

async function derive(password: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** Compares every byte whatever the first difference, so timing reveals nothing. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i % Math.max(b.length, 1)] ?? 0);
  return difference === 0;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
