import { and, gte, like, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { normalizeEmail, rateLimits } from '../../../db/schema/index.ts';
import { GUEST_MESSAGES } from '../../../domain/guest-checkout.ts';
import type { GuestFlood } from '../../../domain/dashboard-stats.ts';
import type { Refusal } from '../outcome.ts';
import { countUse, countUseStatement, type RateLimitRule } from './fixed-window.ts';

/**
 * Orders without an account. Each one mails an address nobody proved is the sender's, tells the
 * shop and rings the desk, so a script must not be able to place them by the hundred. Three
 * fixed windows (fixed-window.ts), counted in this order, so that one noisy network uses up only
 * its own allowance and never the shop's:
 *
 * - per network (the client address; an IPv6 /64, which one subscriber usually holds whole);
 * - per e-mail address, so one inbox is not flooded from many networks;
 * - per shop per minute, a ceiling no honest rush reaches, which holds a flood from many
 *   networks to a trickle while signed-in customers order as usual.
 *
 * Every refusal is counted for a day (`guest-refused:…`), and the Dashboard tells the owner.
 */
export interface GuestOrderLimits {
  perAddress: RateLimitRule;
  perEmail: RateLimitRule;
  perShop: RateLimitRule;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A busy office behind one address orders a few lunches an hour; a household, fewer. */
export const GUEST_ORDER_LIMITS: GuestOrderLimits = {
  perAddress: { limit: 20, windowMs: HOUR_MS },
  perEmail: { limit: 10, windowMs: HOUR_MS },
  perShop: { limit: 60, windowMs: MINUTE_MS },
};

type FloodKind = GuestFlood['kind'];
const REFUSALS_KEPT: RateLimitRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: DAY_MS };
const refusedKey = (kind: FloodKind, target: string) => `guest-refused:${kind}:${target}`;

/**
 * Counts one more guest order from `address` to `email`; past any limit, the refusal (too many
 * requests) for the order to answer, kept for the Dashboard's list of floods.
 */
export async function countGuestOrder(
  db: Database,
  guest: { address: string; email: string },
  limits: GuestOrderLimits,
  now: number,
): Promise<Refusal | undefined> {
  const network = addressNetwork(guest.address);
  const email = normalizeEmail(guest.email);
  const steps: { kind: FloodKind; key: string; target: string; rule: RateLimitRule; message: string }[] = [
    { kind: 'address', key: `guest:address:${network}`, target: network, rule: limits.perAddress, message: GUEST_MESSAGES.tooManyFromHere },
    { kind: 'email', key: `guest:email:${email}`, target: email, rule: limits.perEmail, message: GUEST_MESSAGES.tooManyToEmail },
    { kind: 'shop', key: 'guest:shop', target: '', rule: limits.perShop, message: GUEST_MESSAGES.shopBusy },
  ];
  for (const step of steps) {
    const refusal = await countUse(db, step.key, { ...step.rule, message: step.message }, now);
    if (refusal) {
      await db.run(countUseStatement(refusedKey(step.kind, step.target), REFUSALS_KEPT, now));
      return refusal;
    }
  }
  return undefined;
}

/** Guest orders refused in the last day, by network, e-mail or the shop's ceiling, most first. */
export async function listGuestFloods(db: Database, now: number): Promise<GuestFlood[]> {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(and(like(rateLimits.key, 'guest-refused:%'), gte(rateLimits.windowStartedAt, new Date(now - DAY_MS))))
    .orderBy(sql`${rateLimits.count} desc`)
    .limit(20);
  return rows.map((row) => {
    const [, kind, ...rest] = row.key.split(':');
    return {
      kind: kind === 'email' || kind === 'shop' ? kind : 'address',
      target: rest.join(':'),
      refused: row.count,
      since: row.windowStartedAt.toISOString(),
    };
  });
}

/**
 * The network an address stands for: an IPv4 address as it is, an IPv6 address by its /64
 * (a subscriber is usually given a whole /64 and can take a new address in it at will).
 */
export function addressNetwork(address: string): string {
  if (!address.includes(':')) return address;
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mappedV4) return mappedV4[1]!;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
