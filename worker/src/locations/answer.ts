import type { LocationRow } from '../../../db/schema/index.ts';
import type { Location, LocationDetails, LocationDishAnswer } from '../../../domain/contracts/locations.ts';
import { centsToDollars } from '../../../domain/money.ts';
import type { LocationDish } from './location-menu.ts';
import { readStoredFulfilment } from '../../../domain/fulfilment/settings.ts';
import { toZonedIso } from '../../../domain/fulfilment/zoned-time.ts';
import { locationStatus } from '../../../domain/locations/location-status.ts';
import { fulfilmentSettingsAnswer } from '../fulfilment/answer.ts';

/** A location as GET /api/locations lists it, its state at `now`. */
export function toLocationAnswer(row: LocationRow, now: number): Location {
  const fulfilment = readStoredFulfilment(row.fulfilment);
  const status = locationStatus(fulfilment, now);
  return {
    id: row.id,
    name: row.name,
    address: { street: row.street, city: row.city, state: row.state, zipCode: row.zipCode, country: row.country },
    phone: row.phone,
    timeZone: fulfilment.timeZone,
    open: status.open,
    paused: status.paused,
    nextOpening: status.nextOpening === null ? null : toZonedIso(status.nextOpening, fulfilment.timeZone),
    offers: { delivery: fulfilment.delivery.enabled, pickup: fulfilment.pickup.enabled },
  };
}

/** With its hand-over rules as the Locations screen edits them. */
export function toLocationDetails(row: LocationRow, now: number): LocationDetails {
  return { ...toLocationAnswer(row, now), fulfilment: fulfilmentSettingsAnswer(readStoredFulfilment(row.fulfilment)) };
}

/** A dish's difference at a location as the API speaks it (dollars). */
export function toLocationDishAnswer(dish: LocationDish): LocationDishAnswer {
  return {
    locationId: dish.locationId,
    foodId: dish.foodId,
    isAvailable: dish.isAvailable,
    price: dish.priceCents === null ? null : centsToDollars(dish.priceCents),
    soldOut: dish.soldOut,
  };
}
