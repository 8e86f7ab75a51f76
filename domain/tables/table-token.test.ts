import { describe, expect, it } from 'vitest';
import { isTableTokenShape, newTableToken } from './table-token.ts';
import { tableUrl } from './table-url.ts';

describe("a table's token and link", () => {
  it('makes 22 URL-safe characters, a new one every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, newTableToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(isTableTokenShape(token)).toBe(true);
    }
  });

  it('tells a token from text that cannot be one', () => {
    for (const text of ['', 'short', 'x'.repeat(23), 'AAAAAAAAAAAAAAAAAAAA+/', 'AAAAAAAAAAAAAAAAAAAA=='])
      expect(isTableTokenShape(text)).toBe(false);
  });

  it('leads to /table/{token} on the site’s origin, with or without a trailing slash', () => {
    expect(tableUrl('https://shop.example', 'abc_-1')).toBe('https://shop.example/table/abc_-1');
    expect(tableUrl('https://shop.example/', 'abc')).toBe('https://shop.example/table/abc');
  });
});
