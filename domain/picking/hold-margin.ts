/**
 * The owner's margin over an order's estimate that a card is held for (Settings, "Card hold margin
 * for picked orders"; ./card-capture.ts), in percent: 10 unless set, 50 at the most. Apart from
 * the settings' other rules, so the checkout's first load carries these two numbers only.
 */
export const DEFAULT_CARD_HOLD_MARGIN_PERCENT = 10;
export const MAX_CARD_HOLD_MARGIN_PERCENT = 50;
