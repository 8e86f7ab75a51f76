import type { Location } from '../../../../domain/contracts/locations.ts';

/** A location's address on one line, its parts as the owner wrote them. */
export function addressLine(address: Location['address']): string {
  const place = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.street, place].filter(Boolean).join(', ');
}

/** When a shut location opens again, in the page's language and the location's own time zone: 'Thu 19:00'. */
export function openingWhen(nextOpening: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(
    Date.parse(nextOpening),
  );
}
