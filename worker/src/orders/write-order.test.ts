import { describe, expect, it } from 'vitest';
import { orderReference } from '../../../domain/order-status.ts';
import { newOrderId } from './write-order.ts';

describe('newOrderId', () => {
  const at = Date.UTC(2026, 10, 26, 12, 0, 0);

  it('is 24 lowercase hex digits that start with the second it was made at', () => {
    const id = newOrderId(at);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(parseInt(id.slice(0, 8), 16)).toBe(at / 1000);
  });

  it('sorts later orders after earlier ones, so new rows go at the end of their indexes', () => {
    expect(newOrderId(at + 1000) > newOrderId(at)).toBe(true);
  });

  it('differs in its random end (the reference people read) between orders of the same second', () => {
    const ids = Array.from({ length: 2000 }, () => newOrderId(at));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map(orderReference)).size).toBeGreaterThan(1990);
  });
});
