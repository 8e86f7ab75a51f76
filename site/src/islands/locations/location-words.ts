export { addressLine } from '../../../../domain/locations/location-address.ts';

/** When a shut location opens again, in the page's language and the location's own time zone: 'Thu 19:00'. */
export function openingWhen(nextOpening: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(
    Date.parse(nextOpening),
  );
}
