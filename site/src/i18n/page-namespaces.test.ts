import { describe, expect, it } from 'vitest';
import { namespacesOf } from './page-namespaces.ts';

describe('the messages a page carries', () => {
  it('are its frame’s, its screen’s and its own, each once', () => {
    expect(namespacesOf('/admin/foods')).toEqual(expect.arrayContaining(['layout', 'admin', 'admin-foods', 'admin-languages']));
    expect(namespacesOf('/admin/settings/')).toEqual(expect.arrayContaining(['admin-settings', 'admin-languages']));
    expect(namespacesOf('/checkout')).toEqual(expect.arrayContaining(['layout', 'cart', 'checkout', 'address']));
    const all = namespacesOf('/admin/foods');
    expect(new Set(all).size).toBe(all.length);
  });
});
