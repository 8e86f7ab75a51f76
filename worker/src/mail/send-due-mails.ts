import { eq, inArray, sql } from 'drizzle-orm';
import { SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { taxNumberLine } from '../../../domain/money-settings.ts';
import type { Database } from '../../../db/client.ts';
import { locations, orders, orderTracking, outboxMails, type OutboxMailRow } from '../../../db/schema/index.ts';
import { addressLine } from '../../../domain/locations/location-address.ts';
import type { MailLocation } from '../../../domain/mail/mail-types.ts';
import type { Order } from '../../../domain/order.ts';
import { orderAsMailed } from '../../../domain/mail/unconfirmed-recipient.ts';
import { composeMail, type ComposedMail, type MailInput, type MailShop } from '../../../domain/mail/compose.ts';
import { nextAttemptAt, RETRY_DELAYS_MS } from '../../../domain/mail/retry.ts';
import { PASSWORD_RESET_MINUTES } from '../../../domain/password-reset.ts';
import { EMAIL_CHANGE_HOURS } from '../../../domain/account-email.ts';
import { loadOrders } from '../orders/load-orders.ts';
import { getPublicSettings } from '../settings/get-public-settings.ts';
import { readPayload, unsealToken } from './mail-payload.ts';
import { PermanentMailError, type MailTransport } from './mail-transport.ts';

export interface OutboxRuntime {
  db: Database;
  transport: MailTransport;
  now(): number;
  /** MAIL_FROM; unset: the shop's name and contact e-mail. */
  from: string | undefined;
  /** The shop's address on the web, for the links mails carry (no trailing slash). */
  publicUrl(): string;
  /** Opens the sealed links in payloads (the session secret). */
  secret: Uint8Array;
  reportError(message: string, error: unknown): void;
  /** Waits between attempts (tests shorten them); RETRY_DELAYS_MS by default. */
  retryDelays?: readonly number[];
  batchSize?: number;
}

/** While a sender holds a mail no other one takes it; long enough for a slow mail server to answer. */
const CLAIM_MS = 2 * 60_000;
export const MAIL_BATCH_SIZE = 50;

/**
 * Sends the mails that are due, a batch at a time: claims them (so another process or isolate
 * does not send them too), renders each from its order and the shop's settings as they are now,
 * hands it to the transport and marks it sent, logged, or due again later (failed after a day, or
 * at once when the server refuses it for good). Answers how many it claimed.
 */
export async function sendDueMails(runtime: OutboxRuntime): Promise<number> {
  const { db } = runtime;
  const now = runtime.now();
  const limit = runtime.batchSize ?? MAIL_BATCH_SIZE;
  const claimed = await db
    .update(outboxMails)
    .set({ claimedUntil: new Date(now + CLAIM_MS), attempts: sql`${outboxMails.attempts} + 1` })
    .where(
      sql`${outboxMails.id} in (select "id" from "outbox_mails" where "state" = 'waiting' and "next_attempt_at" <= ${now}
        and ("claimed_until" is null or "claimed_until" <= ${now}) order by "next_attempt_at", "id" limit ${limit})`,
    )
    .returning();
  if (claimed.length === 0) return 0;
  const settings = await getPublicSettings(db);
  const shop: MailShop = {
    storeName: settings.storeName,
    contactEmail: settings.contactEmail,
    phone: settings.phone,
    street: settings.street,
    locality: settings.locality,
    country: settings.country,
    countryCode: settings.countryCode,
    timeZone: settings.fulfilment.timeZone,
    locale: settings.locale,
    publicUrl: runtime.publicUrl(),
    taxNumberLine: taxNumberLine(settings),
    ...(settings.locationCount > 1 ? { locations: await mailLocations(db) } : {}),
  };
  const from = runtime.from ?? `"${settings.storeName.replaceAll('"', '')}" <${settings.contactEmail}>`;
  const batch = await readOrdersOf(runtime, claimed, shop.publicUrl);
  await Promise.all(claimed.map((mail) => sendOne(runtime, mail, { shop, from, ...batch })));
  return claimed.length;
}

/** What a batch's mails tell of their orders: each order as it is now, and a guest's tracking link. Three queries for the batch, not per mail. */
interface BatchOrders {
  orders: ReadonlyMap<string, Order>;
  trackingUrls: ReadonlyMap<string, string>;
}

async function readOrdersOf(runtime: OutboxRuntime, mails: readonly OutboxMailRow[], publicUrl: string): Promise<BatchOrders> {
  const ids = [...new Set(mails.flatMap((mail) => (mail.orderId ? [mail.orderId] : [])))];
  if (ids.length === 0) return { orders: new Map(), trackingUrls: new Map() };
  const [loaded, tracking] = await Promise.all([
    loadOrders(runtime.db, { where: inArray(orders.id, ids) }),
    runtime.db.select().from(orderTracking).where(inArray(orderTracking.orderId, ids)),
  ]);
  const trackingUrls = new Map<string, string>();
  for (const row of tracking) trackingUrls.set(row.orderId, `${publicUrl}/track/${await unsealToken(runtime.secret, row.sealedToken)}`);
  return { orders: new Map(loaded.map((order) => [order._id, order])), trackingUrls };
}

async function sendOne(
  runtime: OutboxRuntime,
  mail: OutboxMailRow,
  context: BatchOrders & { shop: MailShop; from: string },
): Promise<void> {
  const { db, transport } = runtime;
  const { from } = context;
  let composed: ComposedMail | null = null;
  try {
    composed = composeMail(await mailInput(runtime, mail, context));
    await transport.send({ from, to: mail.toAddress, ...composed, messageId: messageIdOf(mail, from) });
  } catch (error) {
    const now = runtime.now();
    const next =
      error instanceof PermanentMailError
        ? null
        : nextAttemptAt({ attempts: mail.attempts, createdAt: mail.createdAt.getTime() }, now, runtime.retryDelays ?? RETRY_DELAYS_MS);
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(outboxMails)
      .set({
        state: next === null ? 'failed' : 'waiting',
        nextAttemptAt: new Date(next ?? now),
        claimedUntil: null,
        lastError: reason.slice(0, 500),
        subject: composed?.subject ?? mail.subject,
      })
      .where(eq(outboxMails.id, mail.id))
      .catch((markError: unknown) => runtime.reportError('Marking an unsent mail failed', markError));
    if (next === null) runtime.reportError(`Mail ${mail.id} (${mail.kind} to ${mail.toAddress}) could not be sent and was given up`, error);
    return;
  }
  await db
    .update(outboxMails)
    .set({
      state: transport.delivers === 'smtp' ? 'sent' : 'logged',
      sentAt: new Date(runtime.now()),
      claimedUntil: null,
      lastError: null,
      subject: composed.subject,
    })
    .where(eq(outboxMails.id, mail.id));
}

/** What the template of a mail needs: its order as it is now, the shop, and its payload's links opened. */
async function mailInput(runtime: OutboxRuntime, mail: OutboxMailRow, context: BatchOrders & { shop: MailShop }): Promise<MailInput> {
  const { shop } = context;
  const payload = readPayload(mail.payload);
  const placed = mail.orderId ? context.orders.get(mail.orderId) : undefined;
  // Decided when it was queued; a customer's mail queued before mails kept one speaks its order's, else English.
  const toShop = mail.kind === 'shop_new_order' || mail.kind === 'shop_card_short';
  const language = mail.language ?? (toShop ? null : placed?.language) ?? SOURCE_LANGUAGE;
  if (mail.kind === 'password_reset') {
    if (!payload.resetToken) throw new PermanentMailError('The reset link is missing from this mail');
    const token = await unsealToken(runtime.secret, payload.resetToken);
    return {
      kind: 'password_reset',
      language,
      shop,
      name: payload.name ?? '',
      resetUrl: `${shop.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
      validMinutes: PASSWORD_RESET_MINUTES,
    };
  }
  if (mail.kind === 'email_change') {
    if (!payload.emailToken || !payload.newEmail) throw new PermanentMailError('The confirmation link is missing from this mail');
    const token = await unsealToken(runtime.secret, payload.emailToken);
    const confirmUrl = `${shop.publicUrl}/account/confirm-email?token=${encodeURIComponent(token)}`;
    return { kind: 'email_change', language, shop, newEmail: payload.newEmail, confirmUrl, validHours: EMAIL_CHANGE_HOURS };
  }
  if (mail.kind === 'email_in_use') return { kind: 'email_in_use', language, shop };
  if (mail.kind === 'email_changed')
    return { kind: 'email_changed', language, shop, name: payload.name ?? '', newEmail: payload.newEmail ?? '' };
  if (!placed) throw new PermanentMailError('The order of this mail no longer exists');
  if (mail.kind === 'shop_new_order' || mail.kind === 'shop_card_short') return { kind: mail.kind, language, shop, order: placed };
  const order = orderAsMailed(placed);
  const trackingUrl = context.trackingUrls.get(order._id) ?? null;
  switch (mail.kind) {
    case 'order_refunded':
      return {
        kind: mail.kind,
        language,
        shop,
        order,
        ...(payload.amountMinor === undefined ? {} : { refundCents: payload.amountMinor }),
        trackingUrl,
      };
    case 'order_picked':
      return {
        kind: mail.kind,
        language,
        shop,
        order,
        changes: payload.pickChanges ?? [],
        estimatedCents: payload.estimatedMinor ?? 0,
        finalCents: payload.amountMinor ?? 0,
        trackingUrl,
      };
    case 'order_changed':
      if (!payload.change) throw new PermanentMailError('The change is missing from this mail');
      return { kind: mail.kind, language, shop, order, change: payload.change, trackingUrl };
    case 'replacements_waiting':
      return {
        kind: mail.kind,
        language,
        shop,
        order,
        offers: payload.pickChanges ?? [],
        until: payload.waitUntil ?? 0,
        minutes: payload.waitMinutes ?? 0,
        trackingUrl,
      };
    default:
      return { kind: mail.kind, language, shop, order, trackingUrl };
  }
}

function messageIdOf(mail: OutboxMailRow, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'doorstep.invalid';
  return `<mail-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
}

/** Every location the shop has had (an order's may have closed since), as the mails name them. */
async function mailLocations(db: Database): Promise<ReadonlyMap<number, MailLocation>> {
  const rows = await db.select().from(locations);
  return new Map(rows.map((row) => [row.id, { name: row.name, addressLines: [addressLine(row)].filter(Boolean), phone: row.phone }]));
}
