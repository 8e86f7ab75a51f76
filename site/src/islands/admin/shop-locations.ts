import { atom } from 'nanostores';
import type { Location } from '../../../../domain/contracts/locations.ts';
import { callApi } from '../../lib/api.ts';

/**
 * The shop's locations (GET /api/locations), read once per page for the Team screen, the order
 * desk and Manage Orders, which name and filter by them only when there are several
 * (domain/locations/work-locations.ts). Not the Locations screen's own list, which edits them.
 */
export const $shopLocations = atom<readonly Location[]>([]);

let asked: Promise<void> | null = null;

/**
 * Asks once; a failure leaves the list empty, so the screens look as a one-location shop's and
 * the server still bounds every order by the person's locations. A later call asks again.
 */
export function loadShopLocations(): Promise<void> {
  asked ??= callApi('GET', '/api/locations').then(
    (answer) => $shopLocations.set(answer.data),
    () => {
      asked = null;
    },
  );
  return asked;
}
