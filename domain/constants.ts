/** Business constants that more than one part of Doorstep needs. */

export const DEFAULT_DELIVERY_FEE_CENTS = 300;

export const TOAST_DURATION_MS = { success: 2000, error: 4000, blank: 4000, loading: Infinity } as const;
export const TOAST_LIMIT = 20;

export const CAROUSEL_AUTOPLAY_MS = 7000;
export const CATEGORY_ANIMATION_MS = 1000;

export const CUSTOMER_COUNT_TEXT = '1000+';

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
