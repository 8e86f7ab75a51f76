import { type Brand, DEFAULT_BRAND } from '../../../domain/brand.ts';
import { DEFAULT_CURRENCY, type ShopCurrency } from '../../../domain/currency.ts';
import type { FulfilmentSettings } from '../../../domain/fulfilment/settings.ts';
import { FulfilmentSettingsInput, DEFAULT_FULFILMENT_SETTINGS } from '../../../domain/fulfilment/settings.ts';
import { DEFAULT_STORE_DETAILS, storeDetailsOf, type StoreDetails } from '../../../domain/store-details.ts';
import { DEFAULT_SHOP_LANGUAGES, type ShopLanguages } from '../../../domain/i18n/shop-languages.ts';
import type { PublicSettings } from '../settings/answer.ts';
import { toStoredFulfilment } from '../fulfilment/request.ts';
import { DEFAULT_DINE_IN } from '../../../domain/dine-in/dine-in-settings.ts';

/** What the page servers write into pages: the store details, the brand, the currency amounts are shown in, the hours the shop's notice follows, whether guests may order, and which languages live where. */
export interface PageSettings {
  details: StoreDetails;
  brand: Brand;
  currency: ShopCurrency;
  fulfilment: FulfilmentSettings;
  guestCheckout: boolean;
  languages: ShopLanguages;
  /** How many locations the shop has: with several, the header offers the choice. */
  locationCount: number;
}

export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  details: DEFAULT_STORE_DETAILS,
  brand: DEFAULT_BRAND,
  currency: DEFAULT_CURRENCY,
  fulfilment: DEFAULT_FULFILMENT_SETTINGS,
  guestCheckout: true,
  languages: DEFAULT_SHOP_LANGUAGES,
  locationCount: 1,
};

/** GET /api/settings' answer (or a save's) as the page servers keep it. */
export function pageSettingsOf(settings: PublicSettings): PageSettings {
  return {
    details: storeDetailsOf(settings),
    brand: brandOf(settings.brand),
    currency: { code: settings.currency, locale: settings.locale },
    fulfilment: { dineIn: DEFAULT_DINE_IN, ...toStoredFulfilment(FulfilmentSettingsInput.parse(settings.fulfilment)) },
    guestCheckout: settings.guestCheckout,
    languages: settings.languages,
    locationCount: settings.locationCount,
  };
}

/** The answer's brand without its name, which the pages take from the store details. */
function brandOf({ name: _name, ...brand }: PublicSettings['brand']): Brand {
  return brand as Brand;
}
