import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next.ts';

const ORIGIN = 'http://127.0.0.1:4321';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeNextPath('/account', ORIGIN)).toBe('/account');
    expect(safeNextPath('/myorders?page=2#top', ORIGIN)).toBe('/myorders?page=2#top');
  });

  it('sends anything else home', () => {
    for (const next of [
      null,
      '',
      'account',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login',
      '/login/',
    ]) {
      expect(safeNextPath(next, ORIGIN), String(next)).toBe('/');
    }
  });
});
