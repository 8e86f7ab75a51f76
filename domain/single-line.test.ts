import { describe, expect, it } from 'vitest';
import { isSingleLine } from './single-line.ts';

describe('one line of text', () => {
  it.each(['Ann Lee', 'José Ñúñez', 'Zoë O’Brien-Smith', '李小龙', 'محمد', '👩‍🍳 Chef Ann', 'Flat 2, 14 Rue de l’Église'])(
    'takes %s',
    (text) => {
      expect(isSingleLine(text)).toBe(true);
    },
  );

  it.each([
    'Ann\nYour order was refunded',
    'Ann\r\nBcc: x',
    'Ann\tLee',
    'Ann\u0000',
    'Ann\u0085Lee',
    'Ann\u2028Lee',
    'Ann \u202eeeL',
    'Ann\u2066Lee',
  ])('refuses %j', (text) => {
    expect(isSingleLine(text)).toBe(false);
  });
});
