/** The page's polite live region, in every storefront page from the first paint (BaseLayout). */
export const ANNOUNCER_ID = 'page-announcer';

/**
 * Has a screen reader say this once the visitor's current speech is done: what the page changed
 * elsewhere (the cart's count) or only in a control's own text (a price). A live region added
 * together with its words is not read, so the region waits in the page, empty. The same words
 * twice in a row are made to differ, or they would not be read again.
 */
export function announce(message: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  region.textContent = region.textContent === message ? `${message}\u00a0` : message;
}
