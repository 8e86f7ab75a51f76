import { atom } from 'nanostores';
import type { MailSettingsInput } from '../../../../../domain/mail/mail-settings.ts';
import { callApi, failureMessage, fieldMessages } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { filterFromSearch, searchOfFilter, type MailCounts, type MailFilter, type MailSettings, type OutboxMail } from './mail-view.ts';
import { t } from '../../../i18n/t.ts';

/**
 * The Mail screen (GET/PUT /api/admin/mails/settings, GET /api/admin/mails, POST …/{id}/retry):
 * how mail leaves the server and where notices go, and the outbox under one filter.
 */

/** How many mails the outbox shows (the API's most). */
export const OUTBOX_LIMIT = 200;

export type MailSettingsState = { status: 'loading' } | { status: 'ready'; settings: MailSettings } | { status: 'error'; message: string };

export type OutboxState =
  | { status: 'loading'; mails: readonly OutboxMail[]; counts: MailCounts | null }
  | { status: 'ready'; mails: readonly OutboxMail[]; counts: MailCounts }
  | { status: 'error'; mails: readonly OutboxMail[]; counts: MailCounts | null; message: string };

export const $mailSettings = atom<MailSettingsState>({ status: 'loading' });
export const $outbox = atom<OutboxState>({ status: 'loading', mails: [], counts: null });
export const $mailFilter = atom<MailFilter>('all');
/** The mail whose Send again is on its way, so its button waits. */
export const $sendingAgain = atom<number | null>(null);

export async function loadMailSettings(): Promise<void> {
  $mailSettings.set({ status: 'loading' });
  try {
    const answer = await callApi('GET', '/api/admin/mails/settings');
    $mailSettings.set({ status: 'ready', settings: answer.data });
  } catch (error) {
    const message = failureMessage(error, t('admin-mail.settingsLoadFailed'));
    $mailSettings.set({ status: 'error', message });
    toast.error(message);
  }
}

/** Saves where new-order notices go (a toast either way); when refused, the server's per-field messages. */
export async function saveMailSettings(
  input: MailSettingsInput,
): Promise<{ ok: true; settings: MailSettings } | { ok: false; errors: Record<string, string> }> {
  try {
    const answer = await callApi('PUT', '/api/admin/mails/settings', { json: input });
    $mailSettings.set({ status: 'ready', settings: answer.data });
    toast.success(answer.message);
    return { ok: true, settings: answer.data };
  } catch (error) {
    toast.error(failureMessage(error, t('admin-mail.saveFailed')));
    return { ok: false, errors: fieldMessages(error) };
  }
}

let inFlight: AbortController | null = null;

/**
 * Asks for the newest mails under the current filter. The rows on screen stay while it asks
 * (a refresh, a filter change); a newer request wins over an older one.
 */
export async function loadOutbox(): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const filter = $mailFilter.get();
  const { mails, counts } = $outbox.get();
  $outbox.set({ status: 'loading', mails, counts });
  try {
    const answer = await callApi('GET', '/api/admin/mails', {
      query: { state: filter === 'all' ? undefined : filter, limit: OUTBOX_LIMIT },
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    $outbox.set({ status: 'ready', mails: answer.data.mails, counts: answer.data.counts });
  } catch (error) {
    if (controller.signal.aborted) return;
    const message = failureMessage(error, t('admin-mail.outboxLoadFailed'));
    $outbox.set({ status: 'error', mails, counts, message });
    toast.error(message);
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

/** Starts from the address bar (?state=failed) and loads both parts of the screen. */
export function startMailScreen(search: string): void {
  $mailFilter.set(filterFromSearch(search));
  void loadMailSettings();
  void loadOutbox();
}

export function setMailFilter(filter: MailFilter): void {
  if (filter === $mailFilter.get() && $outbox.get().status !== 'error') return;
  $mailFilter.set(filter);
  // The address keeps the filter, so a reload or a shared link shows the same list.
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchOfFilter(filter)}`);
  // The rows of another filter would mislead while the new ones load.
  $outbox.set({ status: 'loading', mails: [], counts: $outbox.get().counts });
  void loadOutbox();
}

/** Sends a failed (or waiting) mail again now, then shows the outbox as it is after that. */
export async function sendMailAgain(mail: OutboxMail): Promise<boolean> {
  if ($sendingAgain.get() !== null) return false;
  $sendingAgain.set(mail.id);
  let ok = true;
  try {
    const answer = await callApi('POST', '/api/admin/mails/:id/retry', { param: { id: String(mail.id) } });
    toast.success(answer.message);
  } catch (error) {
    ok = false;
    toast.error(failureMessage(error, t('admin-mail.retryFailed')));
  } finally {
    $sendingAgain.set(null);
  }
  // Refreshed either way: a 409 means someone (or the sender) got there first.
  await loadOutbox();
  return ok;
}
