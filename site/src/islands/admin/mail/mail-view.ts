import type { MailState } from '../../../../../domain/mail/mail-kinds.ts';
import { orderReference, type StatusTone } from '../../../../../domain/order-status.ts';
import type { ApiAnswer } from '../../../lib/api.ts';
import { t } from '../../../i18n/t.ts';

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

/** A mail's state in words: 'Waiting', 'Sent', 'Logged', 'Failed'. */
export function mailStateLabel(state: MailState): string {
  return t('admin-mail.state', { state });
}

export const MAIL_STATE_TONES: Record<MailState, StatusTone> = {
  waiting: 'yellow',
  sent: 'green',
  logged: 'gray',
  failed: 'red',
};

/** How this server hands mail over, in words; `pointer` says where to read how to change it. */
export function deliveryText(delivery: MailDelivery): { text: string; pointer?: string } {
  switch (delivery) {
    case 'smtp':
      return { text: t('admin-mail.deliverySmtp') };
    case 'log':
      return {
        text: t('admin-mail.deliveryLog'),
        pointer: t('admin-mail.readmePointer'),
      };
    case 'none':
      return { text: t('admin-mail.deliveryNone'), pointer: t('admin-mail.readmePointer') };
  }
}

/** A filter button's words: 'All', then each state with how many mails are in it ('Failed (2)'). */
export function filterLabel(filter: MailFilter, counts: MailCounts | null): string {
  if (filter === 'all') return t('admin-mail.all');
  return counts ? t('admin-mail.filterCount', { state: filter, count: counts[filter] }) : mailStateLabel(filter);
}

/** Failed mails need the admin: their filter is shown in red while there are any. */
export function failedNeedsAttention(counts: MailCounts | null): boolean {
  return (counts?.failed ?? 0) > 0;
}

export function emptyOutboxText(filter: MailFilter): string {
  switch (filter) {
    case 'all':
      return t('admin-mail.emptyAll');
    case 'failed':
      return t('admin-mail.emptyFailed');
    case 'waiting':
      return t('admin-mail.emptyWaiting');
    case 'sent':
      return t('admin-mail.emptySent');
    case 'logged':
      return t('admin-mail.emptyLogged');
  }
}

/** Failed mails, and waiting ones (to send them now rather than at their next attempt), can be sent again. */
export function canSendAgain(mail: Pick<OutboxMail, 'state'>): boolean {
  return mail.state === 'failed' || mail.state === 'waiting';
}

/** A mail's kind in the page's words ('Order received'). */
export function mailKindText(mail: Pick<OutboxMail, 'kind' | 'label'>): string {
  return t('admin-mail.kind', { kind: mail.kind, label: mail.label });
}

/** The Send again button's name: it starts with its visible words and says which mail. */
export function sendAgainName(mail: Pick<OutboxMail, 'kind' | 'label' | 'to'>): string {
  return t('admin-mail.sendAgainName', { mail: mailKindText(mail), to: mail.to });
}

/** The order a mail is about, as people read it ('#B2C3D4'), or '' (a password reset). */
export function mailOrderReference(orderId: string | null): string {
  return orderId ? `#${orderReference(orderId)}` : '';
}

/** The last error is worth showing while the mail is not through. */
export function shownError(mail: Pick<OutboxMail, 'state' | 'lastError'>): string {
  return mail.state === 'failed' || mail.state === 'waiting' ? (mail.lastError ?? '') : '';
}
