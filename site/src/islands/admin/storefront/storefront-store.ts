import type { Brand } from '../../../../../domain/brand.ts';
import { callApi, failureMessage, fieldMessages } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { $adminSettings } from '../settings-store.ts';
import { t } from '../../../i18n/t.ts';

export type SaveResult = { ok: true } | { ok: false; errors: Record<string, string> };

/**
 * Saves the storefront (PUT /api/settings with `brand`, its name the store name). The server's
 * per-field messages come back keyed as the form's fields are ('hero.title', 'name').
 */
export async function saveBrand(name: string, brand: Brand): Promise<SaveResult> {
  try {
    const answer = await callApi('PUT', '/api/settings', { json: { brand: { name, ...brand } } });
    $adminSettings.set({ status: 'ready', settings: answer.data });
    toast.success(t('admin-storefront.saved'));
    return { ok: true };
  } catch (error) {
    toast.error(failureMessage(error, t('admin-settings.saveFailed')));
    const errors = fieldMessages(error);
    return {
      ok: false,
      errors: Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.replace(/^brand\./, ''), message])),
    };
  }
}
