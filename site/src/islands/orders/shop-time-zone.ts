import { atom, onMount } from 'nanostores';
import { ANY_COUNTRY, type CountryAddressData } from '../../../../domain/address-rules.ts';
import { callApi } from '../../lib/api.ts';
import { addressLine } from '../locations/location-words.ts';

/**
 * The shop's time zone (its hand-over settings, GET /api/settings), in which My Orders and
 * Notifications write the times the shop gives: 'ready at 19:40' is the kitchen's clock, wherever
 * the customer's phone thinks it is. Asked once per page. If the settings cannot be read, times
 * are written in the reader's own zone (`timeZone` undefined) rather than not at all.
 *
 * A nanostore like those in stores/, but kept beside the order islands that use it: stores/ goes
 * into the 'shared' chunk every page loads (decision 003), as cart/shop-settings.ts explains.
 */
export type ShopTimeZone =
  | { status: 'asking' }
  | {
      status: 'known';
      timeZone: string | undefined;
      pickupPlace?: PickupPlace;
      addressFormat?: CountryAddressData;
      /** With several locations: each one's name, address and phone, by id; an order is collected from its own. */
      locations?: ReadonlyMap<number, PickupPlace>;
    };

/** Where a pickup is collected and how to reach the shop: its name, address and phone, from the same answer. */
export interface PickupPlace {
  storeName: string;
  addressLines: string[];
  phone: string;
}

export const $shopTimeZone = atom<ShopTimeZone>({ status: 'asking' });

let asked = false;

async function readTimeZone(): Promise<void> {
  try {
    const answer = await callApi('GET', '/api/settings');
    const shop = answer.data;
    const pickupPlace = {
      storeName: shop.storeName,
      addressLines: [shop.street, shop.locality, shop.country].map((line) => line.trim()).filter(Boolean),
      phone: shop.phone.trim(),
    };
    const locations = shop.locationCount > 1 ? await readLocations() : undefined;
    $shopTimeZone.set({
      status: 'known',
      timeZone: shop.fulfilment.timeZone,
      pickupPlace,
      addressFormat: shop.addressFormat,
      ...(locations ? { locations } : {}),
    });
  } catch {
    $shopTimeZone.set({ status: 'known', timeZone: undefined });
  }
}

/** The shop's locations as places to collect from; an empty map when they cannot be read. */
async function readLocations(): Promise<ReadonlyMap<number, PickupPlace>> {
  try {
    const answer = await callApi('GET', '/api/locations');
    return new Map(
      answer.data.map((place) => [
        place.id,
        { storeName: place.name, addressLines: [addressLine(place.address)].filter(Boolean), phone: place.phone },
      ]),
    );
  } catch {
    return new Map();
  }
}

/**
 * The shop's country's address format, in which a delivery address is written: an order is
 * delivered in the shop's country. Until it is known (or if it cannot be), a part a line.
 */
export function shopAddressFormat(shop: ShopTimeZone): CountryAddressData {
  return (shop.status === 'known' && shop.addressFormat) || ANY_COUNTRY;
}

onMount($shopTimeZone, () => {
  if (asked) return;
  asked = true;
  void readTimeZone();
});
