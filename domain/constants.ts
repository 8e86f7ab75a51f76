/** Business constants that more than one part of Doorstep needs. */

export const DEFAULT_DELIVERY_FEE_CENTS = 300;

/**
 * How long a toast stays on screen. An error stays until it is dismissed (a person may need
 * longer to read it, and it may say what to do); a loading toast until its work ends; any other
 * long enough to read: at least 6 s, more for a long message (about 60 ms a character).
 */
export function toastDurationMs(kind: 'success' | 'error' | 'blank' | 'loading', message: string): number {
  if (kind === 'error' || kind === 'loading') return Infinity;
  return Math.max(6000, 2000 + message.length * 60);
}
export const TOAST_LIMIT = 20;

export const CAROUSEL_AUTOPLAY_MS = 7000;
export const CATEGORY_ANIMATION_MS = 1000;

export const CUSTOMER_COUNT_TEXT = '1000+';

/** The demo shop's name: what a new shop is called until its owner names it. */
export const DEMO_SHOP_NAME = 'Doorstep';

export const ADMIN_SIDEBAR_BREAKPOINT_PX = 768;

/** Order reference shown to people: the last characters of the id, uppercase. */
export const ORDER_REFERENCE_LENGTH = 6;

/** The cart keeps a quantity a person could mean; beyond this a typo is likelier. */
export const MAX_LINE_QUANTITY = 99;

/** Items in one order: a large party's dinner, short of a wholesaler's pallet or a script's. */
export const MAX_ORDER_ITEMS = 300;

/** What an account or a guest gives as a name, and the longest e-mail address (RFC 5321). */
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

/** Notes for the kitchen or the driver on an order. */
export const NOTES_MAX_LENGTH = 500;
