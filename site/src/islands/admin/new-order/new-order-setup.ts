import { useEffect, useState } from 'react';
import type { Food } from '../../../../../domain/food.ts';
import { amountInCents } from '../../../../../domain/contracts/amounts.ts';
import type { TaxRules } from '../../../../../domain/pricing.ts';
import { callApi, failureMessage, type ApiAnswer } from '../../../lib/api.ts';
import { t } from '../../../i18n/t.ts';
import type { ShopAddressFormat, ShopFulfilment } from '../../cart/shop-settings.ts';

/** What the New order screen needs of a location before an order can be taken there. */
export interface NewOrderSetup {
  foods: Food[];
  /** The location's hand-over rules: its ways, hours, slots and zones. */
  fulfilment: ShopFulfilment;
  flatFeeCents: number;
  tax: TaxRules;
  addressFormat: ShopAddressFormat;
  paymentMethods: ApiAnswer<'/api/settings', 'GET'>['data']['paymentMethods'];
  currency: string;
}

export type SetupState = { status: 'loading' } | { status: 'ready'; setup: NewOrderSetup } | { status: 'error'; message: string };

/**
 * Reads the menu as `locationId` sells it (its sold-out marks and prices), its hand-over rules and
 * the shop's money settings, together; again when the location changes.
 */
export function useNewOrderSetup(locationId: number | null): [SetupState, () => void] {
  const [state, setState] = useState<SetupState>({ status: 'loading' });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    // Asked again on a retry, for the same location.
    if (locationId === null || asked < 0) return;
    let current = true;
    setState({ status: 'loading' });
    const location = String(locationId);
    Promise.all([
      callApi('GET', '/api/foods', { query: { location: locationId } }),
      callApi('GET', '/api/locations/:id', { param: { id: location } }),
      callApi('GET', '/api/settings'),
    ]).then(
      ([foods, place, settings]) => {
        if (!current) return;
        const shop = settings.data;
        setState({
          status: 'ready',
          setup: {
            foods: foods as unknown as Food[],
            fulfilment: place.data.fulfilment,
            flatFeeCents: amountInCents(shop.deliveryFee),
            tax: { mode: shop.taxMode, deliveryRate: shop.deliveryTaxRate },
            addressFormat: { countryCode: shop.countryCode, addressFormat: shop.addressFormat },
            paymentMethods: shop.paymentMethods,
            currency: shop.currency,
          },
        });
      },
      (error: unknown) => current && setState({ status: 'error', message: failureMessage(error, t('admin-new-order.loadFailed')) }),
    );
    return () => {
      current = false;
    };
  }, [locationId, asked]);
  return [state, () => setAsked((count) => count + 1)];
}
