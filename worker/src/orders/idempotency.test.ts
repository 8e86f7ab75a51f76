import { describe, expect, it } from 'vitest';
import { hashRequest } from './idempotency.ts';
import { readIdempotencyKey } from './request.ts';

describe('readIdempotencyKey', () => {
  it('takes a key up to 100 characters and ignores a blank one', () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
    expect(readIdempotencyKey('  ')).toBeUndefined();
    expect(readIdempotencyKey(' abc ')).toBe('abc');
    expect(readIdempotencyKey('k'.repeat(100))).toHaveLength(100);
    expect(() => readIdempotencyKey('k'.repeat(101))).toThrow('Idempotency-Key must be at most 100 characters.');
  });
});

describe('hashRequest', () => {
  it('ignores key order and undefined fields, and tells different content apart', () => {
    const a = hashRequest({ b: 1, a: [1, { y: 2, x: 'z' }], c: undefined });
    expect(a).toMatch(/^[0-9a-f]+-[0-9a-f]{16}$/);
    expect(hashRequest({ a: [1, { x: 'z', y: 2 }], b: 1 })).toBe(a);
    expect(hashRequest({ a: [1, { x: 'z', y: 3 }], b: 1 })).not.toBe(a);
    expect(hashRequest({ a: [{ x: 'z', y: 2 }, 1], b: 1 })).not.toBe(a);
  });

  it('keeps the fingerprint it gave before, which keys stored for a day are compared with', () => {
    expect(hashRequest({ b: 1, a: [1, { y: 2, x: 'z' }], c: undefined, é: 'ü', Z: [null, 'x"y'] })).toBe('39-5b025d7609aa3930');
  });

  it('spreads near-identical orders over distinct fingerprints', () => {
    const seen = new Set<string>();
    for (let quantity = 1; quantity <= 99; quantity++) {
      for (const productId of ['margherita-pizza', 'dragon-roll', 'veg-thali'])
        seen.add(hashRequest({ products: [{ productId, quantity }] }));
    }
    expect(seen.size).toBe(297);
  });
});
