/**
 * The mails the shop sends. Customer mails follow an order (received, accepted, rejected,
 * ready for pickup, out for delivery, refunded, replacements to approve, picked with what changed, changed by staff) or an account (a password reset; an e-mail change's
 * link, the notice to an address another account tried to take, the notice to the old address once
 * it changed); the shop gets a notice of each new order, and of a picked order whose final amount
 * was more than its card held.
 */
export const MAIL_KINDS = [
  'order_received',
  'shop_new_order',
  'order_accepted',
  'order_rejected',
  'order_ready',
  'order_out_for_delivery',
  'order_refunded',
  'order_picked',
  'order_changed',
  'replacements_waiting',
  'shop_card_short',
  'password_reset',
  'email_change',
  'email_in_use',
  'email_changed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * waiting: to be sent (again) at its next attempt; sent: an SMTP server took it; logged: written
 * to the server's log because no mail server is configured; failed: still refused after a day.
 */
export const MAIL_STATES = ['waiting', 'sent', 'logged', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  order_received: 'Order received',
  shop_new_order: 'New order (to the shop)',
  order_accepted: 'Order accepted',
  order_rejected: 'Order rejected',
  order_ready: 'Ready for pickup',
  order_out_for_delivery: 'Out for delivery',
  order_refunded: 'Refund',
  order_picked: 'Order picked',
  order_changed: 'Order changed',
  replacements_waiting: 'Replacements to approve',
  shop_card_short: 'Card charged short (to the shop)',
  password_reset: 'Password reset',
  email_change: 'New e-mail link',
  email_in_use: 'E-mail already in use',
  email_changed: 'E-mail changed',
};
