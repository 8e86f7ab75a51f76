import { describe, expect, it } from 'vitest';
import { requestRate } from './request-rate.ts';

describe('requestRate', () => {
  it('is busy above the rate over the last quarter second, and calm again once requests thin out', () => {
    let clock = 0;
    const rate = requestRate(100, () => clock);
    const handler = rate.counted(() => 'answered');
    for (let index = 0; index < 50; index++) handler();
    clock = 250;
    expect(rate.busy()).toBe(true);
    for (let index = 0; index < 10; index++) handler();
    clock = 500;
    expect(rate.busy()).toBe(false);
  });

  it('keeps its judgement within a quarter second', () => {
    let clock = 0;
    const rate = requestRate(100, () => clock);
    clock = 300;
    expect(rate.busy()).toBe(false);
    const handler = rate.counted(() => undefined);
    for (let index = 0; index < 100; index++) handler();
    clock = 400;
    expect(rate.busy()).toBe(false);
    clock = 600;
    expect(rate.busy()).toBe(true);
  });
});
