import type { DashboardStatsAnswer } from './contracts/reports.ts';

/**
 * The admin Dashboard's figures (GET /api/admin/stats). "Today" is the shop's day: the browser
 * sends its UTC offset, so the owner's midnight, not the server's, starts the count.
 */

export const RECENT_ORDERS_LIMIT = 5;

/**
 * The figures as GET /api/admin/stats answers them (dollars), the answer of
 * ./contracts/reports.ts named by its parts.
 */
export type DashboardStats = DashboardStatsAnswer['data'];
/** One of the latest orders, newest first; a pickup's handed-over status reads 'Collected'. */
export type RecentOrder = DashboardStats['recentOrders'][number];
/** 'account': many wrong passwords for one account; 'address': one address trying many accounts. */
export type SignInStorm = DashboardStats['signInStorms'][number];
/** 'address': many from one network; 'email': many to one inbox; 'shop': past the shop's ceiling a minute ('' its target). */
export type GuestFlood = NonNullable<DashboardStats['guestFloods']>[number];
/** A tracked product at or below its low mark, fewest left first. */
export type LowStockProduct = NonNullable<DashboardStats['lowStock']>[number];

/** What the Dashboard says of one storm. */
export function signInStormText(storm: SignInStorm): string {
  return storm.kind === 'account'
    ? `${storm.failures} failed sign-ins for ${storm.target}`
    : `${storm.target} tried to sign in to ${storm.failures} different accounts`;
}

/** What the Dashboard says of one flood of guest orders. */
export function guestFloodText(flood: GuestFlood): string {
  const orders = flood.refused === 1 ? '1 guest order' : `${flood.refused} guest orders`;
  switch (flood.kind) {
    case 'address':
      return `${orders} refused from ${flood.target}`;
    case 'email':
      return `${orders} refused to ${flood.target}`;
    default:
      return `${orders} refused while guests were ordering faster than the shop takes them`;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * The day containing `now` at a fixed offset (minutes east of UTC), as epoch milliseconds:
 * [from, to). A fixed offset, so on a daylight-saving change the day is off by that hour.
 */
export function dayBounds(now: number, tzOffsetMinutes: number): { from: number; to: number } {
  const shift = tzOffsetMinutes * MINUTE_MS;
  const from = Math.floor((now + shift) / DAY_MS) * DAY_MS - shift;
  return { from, to: from + DAY_MS };
}

/** This browser's offset as the stats endpoint takes it (getTimezoneOffset counts the other way). */
export function browserTzOffset(date: Date = new Date()): number {
  return -date.getTimezoneOffset() || 0;
}
