import { atom } from 'nanostores';
import type { z } from 'zod';
import type { FulfilmentSettingsInput } from '../../../../domain/fulfilment/settings.ts';
import type { MoneySettings } from '../../../../domain/money-settings.ts';
import { setDisplayCurrency } from '../../../../domain/money.ts';
import type { PaymentMethodsOffered } from '../../../../domain/payment-methods.ts';
import { setDisplayTimeZone } from '../../../../domain/shop-clock.ts';
import type { PublicSettings } from '../../../../domain/contracts/settings.ts';
import type { StoreSettingsInput } from '../../../../domain/store-settings.ts';
import { type ApiCall, ApiError, callApi, failureMessage, fieldMessages, refusalCode } from '../../lib/api.ts';
import { toast } from '../../stores/toasts.ts';
import { type MessageKey, t } from '../../i18n/t.ts';

/**
 * The Settings screen's store details (PUT /api/settings). Beside the admin islands, not in
 * stores/, whose code every shop page loads.
 */
export type AdminSettings = { status: 'loading' } | { status: 'ready'; settings: PublicSettings } | { status: 'error'; message: string };

export const $adminSettings = atom<AdminSettings>({ status: 'loading' });

export async function loadAdminSettings(): Promise<void> {
  $adminSettings.set({ status: 'loading' });
  try {
    const answer = await callApi('GET', '/api/settings');
    $adminSettings.set({ status: 'ready', settings: answer.data });
  } catch (error) {
    const message = failureMessage(error, t('admin-settings.loadFailed'));
    $adminSettings.set({ status: 'error', message });
    toast.error(message);
  }
}

/** Saves the form (a toast either way); when refused, the server's per-field messages. */
export async function saveAdminSettings(input: StoreSettingsInput): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
  try {
    const answer = await callApi('PUT', '/api/settings', { json: input });
    $adminSettings.set({ status: 'ready', settings: answer.data });
    toast.success(answer.message ?? t('admin-settings.saved'));
    return { ok: true };
  } catch (error) {
    toast.error(failureMessage(error, t('admin-settings.saveFailed')));
    return { ok: false, errors: fieldMessages(error) };
  }
}

/** Saves the hours, delivery and pickup (PUT /api/settings with `fulfilment` alone); the server's message and per-field messages when refused. */
export async function saveFulfilmentSettings(
  fulfilment: z.input<typeof FulfilmentSettingsInput>,
): Promise<{ ok: true } | { ok: false; message: string; errors: Record<string, string> }> {
  try {
    const answer = await callApi('PUT', '/api/settings', { json: { fulfilment } });
    // Times on this page are written in the new zone at once, as amounts follow a new currency.
    setDisplayTimeZone(answer.data.fulfilment.timeZone);
    $adminSettings.set({ status: 'ready', settings: answer.data });
    toast.success(t('admin-settings.fulfilmentSaved'));
    return { ok: true };
  } catch (error) {
    const message = failureMessage(error, t('admin-settings.saveFailed'));
    toast.error(message);
    return { ok: false, message, errors: fieldMessages(error) };
  }
}

/** Saves the desk's answer limit and delivery drive; the server's per-field messages when refused. */
export function saveDeskSettings(desk: PublicSettings['desk']): Promise<SectionSaved> {
  return saveSection({ desk }, 'desk', 'admin-settings.deskSaved');
}

/** Saves whether customers approve replacements and their minutes to answer; the server's per-field messages when refused. */
export function saveReplacementApproval(replacementApproval: PublicSettings['replacementApproval']): Promise<SectionSaved> {
  return saveSection({ replacementApproval }, 'replacementApproval', 'admin-settings.approvalSaved');
}

type SectionSaved = { ok: true } | { ok: false; errors: Record<string, string> };

/** One section of Settings sent under its own key: a toast either way, and the refusal's messages keyed as the section's fields are. */
async function saveSection(json: ApiCall<'/api/settings', 'PUT'>['json'], key: string, saved: MessageKey): Promise<SectionSaved> {
  try {
    const answer = await callApi('PUT', '/api/settings', { json });
    $adminSettings.set({ status: 'ready', settings: answer.data });
    toast.success(t(saved));
    return { ok: true };
  } catch (error) {
    toast.error(failureMessage(error, t('admin-settings.saveFailed')));
    const prefix = `${key}.`;
    const errors = Object.entries(fieldMessages(error)).map(([field, message]) => [
      field.startsWith(prefix) ? field.slice(prefix.length) : field,
      message,
    ]);
    return { ok: false, errors: Object.fromEntries(errors) };
  }
}

/**
 * Saves currency, locale, tax and tips (PUT /api/settings with those alone); the server's
 * per-field messages when refused. Only the server knows whether orders exist in another
 * currency: its 409 asks for the confirmation, said at the checkbox (no toast: the form says it).
 */
export async function saveMoneySettings(
  money: Omit<MoneySettings, 'taxNumber' | 'cardHoldMarginPercent' | 'kitchenWaitsForExtra'> & {
    taxNumber?: string | undefined;
    cardHoldMarginPercent?: number | undefined;
    kitchenWaitsForExtra?: boolean | undefined;
    confirmCurrencyChange: boolean;
  },
): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
  try {
    const answer = await callApi('PUT', '/api/settings', { json: money });
    // Every label, example and amount field from now on speaks the new currency and locale, not the page's until a reload.
    setDisplayCurrency({ code: answer.data.currency, locale: answer.data.locale });
    $adminSettings.set({ status: 'ready', settings: answer.data });
    toast.success(t('admin-settings.moneySaved'));
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && refusalCode(error) === 'currency_change_unconfirmed') {
      return { ok: false, errors: { confirmCurrencyChange: error.message } };
    }
    toast.error(failureMessage(error, t('admin-settings.saveFailed')));
    return { ok: false, errors: fieldMessages(error) };
  }
}

/** Saves whether people may order without an account (PUT /api/settings with `guestCheckout` alone). */
export async function saveGuestCheckout(guestCheckout: boolean): Promise<boolean> {
  try {
    const answer = await callApi('PUT', '/api/settings', { json: { guestCheckout } });
    $adminSettings.set({ status: 'ready', settings: answer.data });
    toast.success(t('admin-settings.guestCheckoutSaved'));
    return true;
  } catch (error) {
    toast.error(failureMessage(error, t('admin-settings.saveFailed')));
    return false;
  }
}

/** Saves the ways to pay and the UPI ID (PUT /api/settings with `paymentMethods` and `upiId`); the refusal's messages by field. */
export async function savePaymentMethods(
  paymentMethods: PaymentMethodsOffered,
  upiId: string,
): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
  try {
    const answer = await callApi('PUT', '/api/settings', { json: { paymentMethods, upiId } });
    $adminSettings.set({ status: 'ready', settings: answer.data });
    toast.success(t('admin-settings.paymentMethodsSaved'));
    return { ok: true };
  } catch (error) {
    toast.error(failureMessage(error, t('admin-settings.saveFailed')));
    return { ok: false, errors: fieldMessages(error) };
  }
}
