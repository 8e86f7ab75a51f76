import type { SlipShop } from '../../../../../domain/print/order-slips.ts';
import { taxNumberLine } from '../../../../../domain/money-settings.ts';
import { callApi } from '../../../lib/api.ts';
import { addressLine } from '../../../../../domain/locations/location-address.ts';

/**
 * The shop's name, contact, time zone and locale for the printed slips, from GET /api/settings:
 * asked for once per page and kept, so a slip prints at once after the first.
 */

/** Printed when the settings cannot be read: the kitchen still gets its ticket (in this device's time), the receipt goes without the shop's header. */
const UNKNOWN_SHOP: SlipShop = { storeName: '', phone: '', contactEmail: '', street: '', locality: '', country: '' };

let known: SlipShop | undefined;
let loading: Promise<SlipShop> | undefined;

/** The shop as the slips need it; the first call asks the server, later ones share its answer. A failure is not kept, so the next print asks again. */
export function loadSlipShop(): Promise<SlipShop> {
  if (known) return Promise.resolve(known);
  loading ??= callApi('GET', '/api/settings').then(
    async ({ data }) => {
      known = {
        ...(data.locationCount > 1 ? { locations: await slipLocations() } : {}),
        storeName: data.storeName,
        phone: data.phone,
        contactEmail: data.contactEmail,
        street: data.street,
        locality: data.locality,
        country: data.country,
        timeZone: data.fulfilment.timeZone,
        locale: data.locale,
        taxNumberLine: taxNumberLine(data),
        addressFormat: data.addressFormat,
      };
      return known;
    },
    () => {
      loading = undefined;
      return UNKNOWN_SHOP;
    },
  );
  return loading;
}

/** The shop's locations as receipts write them; none when they cannot be read (the shop's own address is printed). */
async function slipLocations(): Promise<ReadonlyMap<number, { name: string; addressLines: string[]; phone: string }>> {
  try {
    const { data } = await callApi('GET', '/api/locations');
    return new Map(
      data.map((place) => [place.id, { name: place.name, addressLines: [addressLine(place.address)].filter(Boolean), phone: place.phone }]),
    );
  } catch {
    return new Map();
  }
}

/** The shop if it has been read already (a print can then start inside the click that asked for it). */
export function slipShopIfLoaded(): SlipShop | undefined {
  return known;
}
