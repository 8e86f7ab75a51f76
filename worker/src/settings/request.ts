import type { z } from 'zod';
import { SettingsBody } from '../../../domain/contracts/settings.ts';
import { countryCodeOfName, countryName } from '../../../domain/country-names.ts';
import { optionalCents } from '../http/amounts.ts';
import { toStoredFulfilment } from '../fulfilment/request.ts';

/**
 * PUT /api/settings (domain/contracts/settings.ts) as the row takes it: the delivery fee read
 * into cents, `fulfilment` as JSON with its amounts in cents for the first location, tips, the desk's limits,
 * whether customers approve replacements and the ways to pay as their columns, the brand and the languages as JSON (the brand's name the store name), and whether the owner confirmed a change of currency set apart.
 */
export const SettingsRequest = SettingsBody.transform(
  ({
    deliveryFee,
    fulfilment,
    tips,
    desk,
    replacementApproval,
    paymentMethods,
    brand,
    languages,
    confirmCurrencyChange,
    country,
    countryCode,
    ...rest
  }) => ({
    values: {
      ...rest,
      ...storedCountry(countryCode ?? (country === undefined ? undefined : countryCodeOfName(country))),
      ...(brand === undefined ? {} : storedBrand(brand)),
      ...(languages === undefined ? {} : { languages: JSON.stringify(languages) }),
      ...(deliveryFee === undefined ? {} : { deliveryFeeCents: optionalCents(deliveryFee) }),
      ...(tips === undefined ? {} : { tipsEnabled: tips.enabled, tipPresets: tips.presets }),
      ...desk,
      ...(replacementApproval === undefined
        ? {}
        : { replacementApproval: replacementApproval.enabled, replacementApprovalMinutes: replacementApproval.minutes }),
      ...(paymentMethods === undefined ? {} : { payCash: paymentMethods.cash, payCard: paymentMethods.card, payUpi: paymentMethods.upi }),
    },
    /** The first location's, which is the shop's own (db/schema/locations.ts). */
    fulfilment: fulfilment === undefined ? undefined : JSON.stringify(toStoredFulfilment(fulfilment)),
    confirmCurrencyChange: confirmCurrencyChange ?? false,
  }),
);
/** The code, and its English name as `country` has always been answered to older callers. */
function storedCountry(code: string | undefined) {
  return code === undefined ? {} : { countryCode: code, country: countryName(code, 'en') };
}

/** The brand as its column keeps it, and its name as the store name. */
function storedBrand({ name, ...brand }: NonNullable<z.output<typeof SettingsBody>['brand']>) {
  return { brand: JSON.stringify(brand), ...(name === undefined ? {} : { storeName: name }) };
}

export type SettingsRequest = z.output<typeof SettingsRequest>;
