import { atom } from 'nanostores';
import type { OwnerPageAnswer } from '../../../../../domain/contracts/pages.ts';
import type { OwnerPageInput, OwnerPageSlug } from '../../../../../domain/owner-pages.ts';
import { callApi, failureMessage, fieldMessages } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { t } from '../../../i18n/t.ts';

/** The Pages screen (GET and PUT /api/pages/{slug}): the page the owner is editing, as saved. */

export type PageState =
  | { status: 'loading'; slug: OwnerPageSlug }
  | { status: 'ready'; page: OwnerPageAnswer }
  | { status: 'error'; slug: OwnerPageSlug; message: string };

export const $ownerPage = atom<PageState>({ status: 'loading', slug: 'about' });

let inFlight: AbortController | null = null;

/** Loads a page to edit; a newer choice wins over an older one still on its way. */
export async function loadOwnerPage(slug: OwnerPageSlug): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  $ownerPage.set({ status: 'loading', slug });
  try {
    const answer = await callApi('GET', '/api/pages/:slug', { param: { slug }, signal: controller.signal });
    if (!controller.signal.aborted) $ownerPage.set({ status: 'ready', page: answer.data });
  } catch (error) {
    if (controller.signal.aborted) return;
    const message = failureMessage(error, t('admin-pages.loadFailed'));
    $ownerPage.set({ status: 'error', slug, message });
    toast.error(message);
  }
}

/** Saves the page (a toast either way); when refused, the server's per-field messages. */
export async function saveOwnerPage(
  slug: OwnerPageSlug,
  input: OwnerPageInput,
): Promise<{ ok: true; page: OwnerPageAnswer } | { ok: false; errors: Record<string, string> }> {
  try {
    const answer = await callApi('PUT', '/api/pages/:slug', { param: { slug }, json: input });
    $ownerPage.set({ status: 'ready', page: answer.data });
    toast.success(answer.message);
    return { ok: true, page: answer.data };
  } catch (error) {
    toast.error(failureMessage(error, t('admin-pages.saveFailed')));
    return { ok: false, errors: fieldMessages(error) };
  }
}
