import type { FulfilmentType } from './fulfilment/settings.ts';
import type { OrderStatus, PaymentStatus } from './order-status.ts';

/**
 * The admin Dashboard's figures (GET /api/admin/stats). "Today" is the shop's day: the browser
 * sends its UTC offset, so the owner's midnight, not the server's, starts the count.
 */

/** UTC offsets in use run from UTC−12:00 to UTC+14:00, in minutes east of UTC. */
export const MIN_TZ_OFFSET_MINUTES = -12 * 60;
export const MAX_TZ_OFFSET_MINUTES = 14 * 60;
export const RECENT_ORDERS_LIMIT = 5;

export interface RecentOrder {
  _id: string;
  /** orderReference(_id): the last 6 characters, upper case. */
  reference: string;
  customerName: string;
  /** Dollars with two decimals. */
  totalAmount: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  /** A pickup's handed-over status reads 'Collected' (absent from an older server). */
  fulfilmentType?: FulfilmentType;
  /** ISO 8601. */
  createdAt: string;
}

export interface DashboardStats {
  today: {
    /** The day's first and last-plus-one instants (ISO 8601) in the offset below. */
    from: string;
    to: string;
    /** Minutes east of UTC the day was counted in. */
    tzOffset: number;
    /** Orders placed today, whatever their status. */
    orders: number;
    /** Dollars: the totals of today's orders that are not cancelled, less what was refunded today. */
    revenue: number;
    /** Dollars: given back today (on orders of any day that are not cancelled). */
    refunds: number;
  };
  /** Orders whose status is pending, placed any day. */
  pendingOrders: number;
  /** The latest orders, newest first. */
  recentOrders: RecentOrder[];
  /** Accounts and addresses with a storm of failed sign-ins in the last day (empty when calm). */
  signInStorms: SignInStorm[];
  /** Guest orders refused in the last day by a limit (empty when calm; absent from older servers). */
  guestFloods?: GuestFlood[];
}

export interface SignInStorm {
  /** 'account': many wrong passwords for one account; 'address': one address trying many accounts. */
  kind: 'account' | 'address';
  /** The account's e-mail, or the address. */
  target: string;
  failures: number;
  /** ISO 8601. */
  lastAttemptAt: string;
}

/** What the Dashboard says of one storm. */
export function signInStormText(storm: SignInStorm): string {
  return storm.kind === 'account'
    ? `${storm.failures} failed sign-ins for ${storm.target}`
    : `${storm.target} tried to sign in to ${storm.failures} different accounts`;
}

export interface GuestFlood {
  /** 'address': many from one network; 'email': many to one inbox; 'shop': past the shop's ceiling a minute. */
  kind: 'address' | 'email' | 'shop';
  /** The network or the e-mail; '' for the shop. */
  target: string;
  refused: number;
  /** ISO 8601: the first refusal counted. */
  since: string;
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
