import { useLayoutEffect } from 'react';

/**
 * The island's side of the served page (docs/decisions/011): the menu, and a dish page, stand as
 * the server wrote them (marked `data-menu-static`) until the island draws its own. Apart from
 * served-markup.ts, which starts the menu's island, so that a dish page loads only this.
 */

/**
 * Takes the served menu's place once the island has something of its own to show: removed in
 * the same commit, so the visitor never sees both or neither.
 */
export function useTakeOverServedMarkup(ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    // A keyboard visitor may be on a served card when the island's arrive: the focus moves to the
    // same control of the island's card rather than falling back to the top of the page.
    const focused = document.activeElement?.closest('[data-menu-static]') ? document.activeElement : null;
    const mark = focused && controlMark(focused);
    for (const element of document.querySelectorAll('[data-menu-static]')) element.remove();
    if (!mark) return;
    const same = [...document.querySelectorAll<HTMLElement>('main a[href], main button')].find((control) => controlMark(control) === mark);
    same?.focus();
  }, [ready]);
}

/**
 * A control as both menus write it: its kind, where it leads or what it says, and its dish. A
 * card's cart toggle is itself whatever it says: a press on the served "Add to Cart" makes the
 * island's card say "Remove from Cart".
 */
function controlMark(control: Element): string {
  const dish = control.closest('article')?.querySelector('h2, h3, h4, h5, h6')?.textContent;
  const what = control.hasAttribute('data-cart-toggle')
    ? 'cart toggle'
    : (control.getAttribute('href') ?? control.getAttribute('aria-label') ?? control.textContent);
  return `${control.tagName} ${what} ${dish ?? ''}`;
}
