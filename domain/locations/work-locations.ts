/**
 * How the admin screens speak of the team's locations (the Team screen, the order desk and Manage
 * Orders). The server decides who sees which orders (worker/src/auth/work-locations.ts); these
 * only decide what the screens show, so that a shop with one location looks as it always did.
 */

interface Named {
  id: number;
  name: string;
}

/** Whether the screens name locations at all: only a chain (more than one) has any to choose between. */
export function hasSeveralLocations(locations: readonly unknown[]): boolean {
  return locations.length > 1;
}

/**
 * The names of the locations a member works at, in the shop's order. Empty: every location (the
 * owner chose none); an id the list does not have (closed since) is left out, as the server has
 * nothing there for them to see.
 */
export function workLocationNames(locationIds: readonly number[], locations: readonly Named[]): string[] {
  return locations.filter((location) => locationIds.includes(location.id)).map((location) => location.name);
}

/** The ids ticked after one box changes, in the shop's order, so the same choice is always sent alike. */
export function toggledLocationIds(ticked: readonly number[], id: number, checked: boolean, locations: readonly Named[]): number[] {
  const next = new Set(ticked);
  if (checked) next.add(id);
  else next.delete(id);
  return locations.filter((location) => next.has(location.id)).map((location) => location.id);
}

/** A `?location=` value (the address bar, a select's value) as a location's id; null: every location. */
export function locationIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/**
 * Whether an event of the order stream (its data: `{ id, kind, status, locationId }`) concerns a
 * desk narrowed to `location` (null: every location the person works at, all of which the
 * stream tells). Data it cannot read counts, so the board reloads rather than miss an order.
 */
export function eventConcernsLocation(data: unknown, location: number | null): boolean {
  if (location === null || typeof data !== 'string') return true;
  try {
    const parsed: unknown = JSON.parse(data);
    const locationId = typeof parsed === 'object' && parsed !== null ? (parsed as { locationId?: unknown }).locationId : undefined;
    return typeof locationId !== 'number' || locationId === location;
  } catch {
    return true;
  }
}
