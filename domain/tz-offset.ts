/**
 * The shop's UTC offset as the admin's figures read it (`?tz=`, minutes east of UTC): the
 * Dashboard's "today" and the Analytics screen's days. Apart from dashboard-stats.ts and
 * analytics.ts because their contract (contracts/reports.ts) reads it, and they read the types
 * derived from that contract.
 */

/** UTC offsets in use run from UTC−12:00 to UTC+14:00, in minutes east of UTC. */
export const MIN_TZ_OFFSET_MINUTES = -12 * 60;
export const MAX_TZ_OFFSET_MINUTES = 14 * 60;

export const TZ_OFFSET_MESSAGE = `tz must be a whole number of minutes from ${MIN_TZ_OFFSET_MINUTES} to ${MAX_TZ_OFFSET_MINUTES}.`;

/** `tz`, the shop's offset east of UTC in whole minutes (empty: 0, UTC); null when out of range or not whole. */
export function parseTz(value: string | undefined): number | null {
  if (value === undefined || value === '') return 0;
  if (!/^-?\d+$/.test(value)) return null;
  const tz = Number(value);
  return tz >= MIN_TZ_OFFSET_MINUTES && tz <= MAX_TZ_OFFSET_MINUTES ? tz : null;
}
