import type { ShopLanguages } from '../../../../domain/i18n/shop-languages.ts';
import { callApi, failureMessage, fieldMessages } from '../../lib/api.ts';
import { t, tText } from '../../i18n/t.ts';
import { toast } from '../../stores/toasts.ts';
import { $adminSettings } from './settings-store.ts';

/** Saves the shop's default and offered languages (PUT /api/settings with `languages` alone); per-field messages when refused. */
export async function saveShopLanguages(languages: ShopLanguages): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
  try {
    const answer = await callApi('PUT', '/api/settings', {
      json: { languages: { default: languages.default, offered: [...languages.offered] } },
    });
    $adminSettings.set({ status: 'ready', settings: answer.data });
    toast.success(t('admin-languages.saved'));
    return { ok: true };
  } catch (error) {
    toast.error(tText(failureMessage(error, t('admin-languages.saveFailed'))));
    const errors = fieldMessages(error);
    return {
      ok: false,
      errors: Object.fromEntries(
        Object.entries(errors).map(([key, message]) => [key.replace(/^languages\./, '').replace(/\.\d+$/, ''), tText(message)]),
      ),
    };
  }
}
