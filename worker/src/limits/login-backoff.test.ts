import { describe, expect, it } from 'vitest';
import { loginDelayMs, MAX_LOGIN_DELAY_MS } from './login-backoff.ts';

describe('loginDelayMs', () => {
  it('is free below the threshold, then doubles from one second, capped at 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 10].map((n) => loginDelayMs(n, 5))).toEqual([0, 0, 1000, 2000, 4000, 32_000]);
    expect(loginDelayMs(15, 5)).toBe(MAX_LOGIN_DELAY_MS);
    expect(loginDelayMs(500, 5)).toBe(MAX_LOGIN_DELAY_MS);
  });
});
