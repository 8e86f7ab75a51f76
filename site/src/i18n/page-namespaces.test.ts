import { describe, expect, it } from 'vitest';
import { answersOf, namespacesOf } from './page-namespaces.ts';

describe('the messages a page carries', () => {
  it('are its frame’s, its screen’s and its own, each once', () => {
    expect(namespacesOf('/admin/foods')).toEqual(expect.arrayContaining(['layout', 'admin', 'admin-foods', 'admin-languages']));
    expect(namespacesOf('/admin/settings/')).toEqual(expect.arrayContaining(['admin-settings', 'admin-languages']));
    expect(namespacesOf('/checkout')).toEqual(expect.arrayContaining(['layout', 'cart', 'checkout', 'address']));
    const all = namespacesOf('/admin/foods');
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the older rules’ English a page carries in its language', () => {
  it('is on every admin screen, whose forms check with those rules, and on no storefront page', () => {
    for (const path of ['/admin', '/admin/foods/', '/admin/settings', '/admin/team'])
      expect(answersOf(path)).toEqual([
        'answers-menu',
        'answers-settings',
        'answers-orders',
        'answers-order-change',
        'answers-accounts',
        'answers-locations',
        'answers-stock',
      ]);
    for (const path of ['/', '/checkout', '/account', '/administrator']) expect(answersOf(path)).toEqual([]);
  });
});
