import type { StoreSettingsRow } from '../../../db/schema/index.ts';
import { DEFAULT_DELIVERY_FEE_CENTS } from '../../../domain/constants.ts';
import { readStoredFulfilment } from '../../../domain/fulfilment/settings.ts';
import { DEFAULT_DESK_SETTINGS, type DeskSettings } from '../../../domain/order-desk.ts';
import { DEFAULT_REPLACEMENT_APPROVAL, type ReplacementApprovalSettings } from '../../../domain/picking/approval-settings.ts';
import { centsToDollars } from '../../../domain/money.ts';
import { DEFAULT_MONEY_SETTINGS, type MoneySettings } from '../../../domain/money-settings.ts';
import { DEFAULT_PAYMENT_METHODS } from '../../../domain/payment-methods.ts';
import { DEFAULT_BRAND, readStoredBrand } from '../../../domain/brand.ts';
import { DEFAULT_SHOP_LANGUAGES, readStoredLanguages } from '../../../domain/i18n/shop-languages.ts';
import { fulfilmentSettingsAnswer } from '../fulfilment/answer.ts';
import { DEFAULT_STORE_DETAILS, storeDetailsOf } from '../../../domain/store-details.ts';
import type { PublicSettings } from '../../../domain/contracts/settings.ts';
import { addressFormatOf, DEFAULT_COUNTRY_CODE, isCountryCode } from '../../../domain/address-format.ts';

/** GET /api/settings → data (domain/contracts/settings.ts); named here too for the runtimes told after a save. */
export type { PublicSettings };

/**
 * A settings row as the API speaks it (dollars), with the first location's hand-over rules as the
 * shop's (db/schema/locations.ts); the defaults when the row is missing.
 */
export function toPublicSettings(
  row: StoreSettingsRow | undefined,
  firstLocation: { fulfilment: string | null; locationCount: number } | undefined,
): PublicSettings {
  const fulfilment = fulfilmentSettingsAnswer(readStoredFulfilment(firstLocation?.fulfilment));
  const locationCount = Math.max(1, firstLocation?.locationCount ?? 1);
  if (!row)
    return {
      ...DEFAULT_STORE_DETAILS,
      ...shopCountry(DEFAULT_COUNTRY_CODE),
      ...DEFAULT_MONEY_SETTINGS,
      deliveryFee: centsToDollars(DEFAULT_DELIVERY_FEE_CENTS),
      fulfilment,
      desk: DEFAULT_DESK_SETTINGS,
      replacementApproval: DEFAULT_REPLACEMENT_APPROVAL,
      guestCheckout: true,
      paymentMethods: DEFAULT_PAYMENT_METHODS,
      upiId: '',
      brand: { name: DEFAULT_STORE_DETAILS.storeName, ...DEFAULT_BRAND },
      languages: { ...DEFAULT_SHOP_LANGUAGES, offered: [...DEFAULT_SHOP_LANGUAGES.offered] },
      locationCount,
    };
  return {
    ...storeDetailsOf(row),
    ...shopCountry(row.countryCode),
    ...moneySettingsOf(row),
    deliveryFee: centsToDollars(row.deliveryFeeCents),
    fulfilment,
    desk: deskSettingsOf(row),
    replacementApproval: replacementApprovalOf(row),
    guestCheckout: row.guestCheckout,
    paymentMethods: { cash: row.payCash, card: row.payCard, upi: row.payUpi },
    upiId: row.upiId,
    brand: { name: row.storeName, ...readStoredBrand(row.brand) },
    languages: languagesOf(row.languages),
    locationCount,
  };
}

/** The shop's country and its address rules: a page carries only this country's, not the whole table. */
function shopCountry(code: string): Pick<PublicSettings, 'countryCode' | 'addressFormat'> {
  const countryCode = isCountryCode(code) ? code : DEFAULT_COUNTRY_CODE;
  return { countryCode, addressFormat: addressFormatOf(countryCode) };
}

export function moneySettingsOf(
  row: Pick<
    StoreSettingsRow,
    | 'currency'
    | 'locale'
    | 'taxMode'
    | 'deliveryTaxRate'
    | 'tipsEnabled'
    | 'tipPresets'
    | 'taxNumber'
    | 'cardHoldMarginPercent'
    | 'kitchenWaitsForExtra'
  >,
): MoneySettings {
  return {
    currency: row.currency,
    locale: row.locale,
    taxMode: row.taxMode,
    deliveryTaxRate: row.deliveryTaxRate,
    tips: { enabled: row.tipsEnabled, presets: row.tipPresets },
    taxNumber: row.taxNumber,
    cardHoldMarginPercent: row.cardHoldMarginPercent,
    kitchenWaitsForExtra: row.kitchenWaitsForExtra,
  };
}

export function deskSettingsOf(row: Pick<StoreSettingsRow, 'answerWithinMinutes' | 'travelMinutes'> | undefined): DeskSettings {
  return row ? { answerWithinMinutes: row.answerWithinMinutes, travelMinutes: row.travelMinutes } : DEFAULT_DESK_SETTINGS;
}

export function replacementApprovalOf(
  row: Pick<StoreSettingsRow, 'replacementApproval' | 'replacementApprovalMinutes'> | undefined,
): ReplacementApprovalSettings {
  return row ? { enabled: row.replacementApproval, minutes: row.replacementApprovalMinutes } : DEFAULT_REPLACEMENT_APPROVAL;
}

function languagesOf(stored: string | null): PublicSettings['languages'] {
  const { default: chosen, offered } = readStoredLanguages(stored);
  return { default: chosen, offered: [...offered] };
}
