import type { MailState } from '../../../../../domain/mail/mail-kinds.ts';
import { orderReference, type StatusTone } from '../../../../../domain/order-status.ts';
import type { ApiAnswer } from '../../../lib/api.ts';

/** The Mail screen's words and rules: how mail leaves the server, the outbox's filters, badges and buttons. */

export type OutboxMail = ApiAnswer<'/api/admin/mails', 'GET'>['data']['mails'][number];
export type MailSettings = ApiAnswer<'/api/admin/mails/settings', 'GET'>['data'];
export type MailDelivery = MailSettings['delivery'];
export type MailCounts = Record<MailState, number>;

/** The outbox's filters, in the order the buttons show them: failed first, since they need the admin. */
export const MAIL_FILTERS = ['all', 'failed', 'waiting', 'sent', 'logged'] as const;
export type MailFilter = (typeof MAIL_FILTERS)[number];

export function isMailFilter(value: unknown): value is MailFilter {
  return typeof value === 'string' && (MAIL_FILTERS as readonly string[]).includes(value);
}

/** ?state=failed in the address bar (a link to the failed mails) → that filter; anything else → 'all'. */
export function filterFromSearch(search: string): MailFilter {
  const state = new URLSearchParams(search).get('state');
  return isMailFilter(state) ? state : 'all';
}

/** The address bar's query for a filter: 'all' is left out. */
export function searchOfFilter(filter: MailFilter): string {
  return filter === 'all' ? '' : `?state=${filter}`;
}

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  waiting: 'Waiting',
  sent: 'Sent',
  logged: 'Logged',
  failed: 'Failed',
};

export const MAIL_STATE_TONES: Record<MailState, StatusTone> = {
  waiting: 'yellow',
  sent: 'green',
  logged: 'gray',
  failed: 'red',
};

export const README_MAIL_POINTER = 'See “E-mail” in the README.';

/** How this server hands mail over, in words; `pointer` says where to read how to change it. */
export function deliveryText(delivery: MailDelivery): { text: string; pointer?: string } {
  switch (delivery) {
    case 'smtp':
      return { text: 'Mails go out through your mail server (SMTP_URL).' };
    case 'log':
      return {
        text: "No mail server is set (SMTP_URL): mails are written to the server's log and kept here. Set SMTP_URL to send them.",
        pointer: README_MAIL_POINTER,
      };
    case 'none':
      return { text: 'This server does not send mail: mails are kept here, waiting, and none go out.', pointer: README_MAIL_POINTER };
  }
}

/** A filter button's words: 'All', then each state with how many mails are in it ('Failed (2)'). */
export function filterLabel(filter: MailFilter, counts: MailCounts | null): string {
  if (filter === 'all') return 'All';
  const label = MAIL_STATE_LABELS[filter];
  return counts ? `${label} (${counts[filter]})` : label;
}

/** Failed mails need the admin: their filter is shown in red while there are any. */
export function failedNeedsAttention(counts: MailCounts | null): boolean {
  return (counts?.failed ?? 0) > 0;
}

export function emptyOutboxText(filter: MailFilter): string {
  switch (filter) {
    case 'all':
      return 'No mails yet. They appear here when orders are placed and change.';
    case 'failed':
      return 'No failed mails.';
    case 'waiting':
      return 'No mails waiting to be sent.';
    case 'sent':
      return 'No mails sent yet.';
    case 'logged':
      return "No mails written to the server's log.";
  }
}

/** Failed mails, and waiting ones (to send them now rather than at their next attempt), can be sent again. */
export function canSendAgain(mail: Pick<OutboxMail, 'state'>): boolean {
  return mail.state === 'failed' || mail.state === 'waiting';
}

/** The Send again button's name: it starts with its visible words and says which mail. */
export function sendAgainName(mail: Pick<OutboxMail, 'label' | 'to'>): string {
  return `Send again: ${mail.label} to ${mail.to}`;
}

/** The order a mail is about, as people read it ('#B2C3D4'), or '' (a password reset). */
export function mailOrderReference(orderId: string | null): string {
  return orderId ? `#${orderReference(orderId)}` : '';
}

/** The last error is worth showing while the mail is not through. */
export function shownError(mail: Pick<OutboxMail, 'state' | 'lastError'>): string {
  return mail.state === 'failed' || mail.state === 'waiting' ? (mail.lastError ?? '') : '';
}
