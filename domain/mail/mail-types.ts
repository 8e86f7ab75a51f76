import type { Language } from '../i18n/languages.ts';
import type { Order } from '../order.ts';
import type { Cents } from '../money.ts';
import type { LineChange } from '../picking/pick-changes.ts';
import type { ChangeRecord } from '../order-change/change-record.ts';
import type { StoreDetails } from '../store-details.ts';

/** The shapes of the shop's mails (compose.ts renders them; templates/ share them). */

/** What a mail needs of the shop's settings: its details (all but the opening hours) and how it writes times, links and money. */
export interface MailShop extends Omit<StoreDetails, 'openingHours'> {
  /** IANA zone the shop's clocks use (times in mails are written in it), e.g. 'America/New_York'. */
  timeZone: string;
  /** The shop's address on the web without trailing slash, e.g. https://pizza.example; links are built on it. */
  publicUrl: string;
  /** BCP 47 locale for formatting money, e.g. 'en-US'. */
  locale: string;
  /** "VAT number IT01234567890" (domain/money-settings.ts, taxNumberLine); '' or absent when the shop has none. */
  taxNumberLine?: string;
  /** ISO 3166-1 alpha-2: an order from before orders kept their country is written in its format (US when absent). */
  countryCode?: string;
  /** With several locations, each one by id: an order's mails name its location, and a pickup's address and phone are its own. */
  locations?: ReadonlyMap<number, MailLocation>;
}

/** A location as the mails write it. */
export interface MailLocation {
  name: string;
  addressLines: string[];
  phone: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * What a mail of each kind tells, and the language it is written in: decided when the mail is
 * queued (the order's, the account's, the owner's) and kept with it through every retry.
 */
export type MailInput = { language: Language } & (
  | { kind: 'order_received'; shop: MailShop; order: Order; trackingUrl?: string | null }
  | { kind: 'shop_new_order'; shop: MailShop; order: Order }
  | { kind: 'order_accepted'; shop: MailShop; order: Order; trackingUrl?: string | null }
  | { kind: 'order_rejected'; shop: MailShop; order: Order; trackingUrl?: string | null }
  | { kind: 'order_ready'; shop: MailShop; order: Order; trackingUrl?: string | null }
  | { kind: 'order_out_for_delivery'; shop: MailShop; order: Order; trackingUrl?: string | null }
  /** `refundCents`: this refund (minor units); absent on a mail queued before refunds kept it, which then states all refunded so far. */
  | { kind: 'order_refunded'; shop: MailShop; order: Order; refundCents?: Cents; trackingUrl?: string | null }
  /** What changed when the order was picked, line by line, and its total as placed and as picked (minor units). */
  | {
      kind: 'order_picked';
      shop: MailShop;
      order: Order;
      changes: readonly LineChange[];
      estimatedCents: Cents;
      finalCents: Cents;
      trackingUrl?: string | null;
    }
  /** Staff changed the order: what changed, why, and what happens to the money (domain/order-change/change-record.ts). */
  | { kind: 'order_changed'; shop: MailShop; order: Order; change: ChangeRecord; trackingUrl?: string | null }
  /** Replacements offered while picking, for the customer to accept or decline until `until` (epoch ms; `minutes` after they were offered). */
  | {
      kind: 'replacements_waiting';
      shop: MailShop;
      order: Order;
      offers: readonly LineChange[];
      until: number;
      minutes: number;
      trackingUrl?: string | null;
    }
  /** To the shop: a held card was charged all it held, less than the order's final amount. */
  | { kind: 'shop_card_short'; shop: MailShop; order: Order }
  | { kind: 'password_reset'; shop: MailShop; name: string; resetUrl: string; validMinutes: number }
  | { kind: 'email_change'; shop: MailShop; newEmail: string; confirmUrl: string; validHours: number }
  | { kind: 'email_in_use'; shop: MailShop }
  | { kind: 'email_changed'; shop: MailShop; name: string; newEmail: string }
);
