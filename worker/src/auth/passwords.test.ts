import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_ITERATIONS, timingSafeEqual, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with PBKDF2-SHA256 at the full cost and a self-describing format', async () => {
    const hash = await hashPassword('correct horse battery staple');
    const [algorithm, iterations, salt, digest] = hash.split('$');
    expect(algorithm).toBe('pbkdf2-sha256');
    expect(Number(iterations)).toBeGreaterThanOrEqual(600_000);
    expect(Number(iterations)).toBe(PASSWORD_ITERATIONS);
    expect(salt).toMatch(/^[\w-]{22}$/);
    expect(digest).toMatch(/^[\w-]{43}$/);
    expect(hash).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret-pass', 1000);
    expect(await verifyPassword('s3cret-pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret-Pass', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same', 1000)).not.toBe(await hashPassword('same', 1000));
  });

  it('treats unreadable or foreign hashes as a mismatch, never an exception', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$10$abc$def',
      'pbkdf2-sha256$abc$AAAA$AAAA',
      'pbkdf2-sha256$1000$!!$AAAA',
      'pbkdf2-sha256$99999999999$AAAA$AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('asks for a rehash when the stored cost is below the current one', async () => {
    expect(needsRehash(await hashPassword('x', 1000))).toBe(true);
    expect(needsRehash('nonsense')).toBe(true);
  });

  it('compares bytes without stopping at the first difference', () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([]), new Uint8Array([]))).toBe(true);
  });
});
