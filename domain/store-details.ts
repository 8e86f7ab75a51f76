import type { MoneySettings } from './money-settings.ts';
/**
 * The shop's name and contact details (an admin setting shown by the footer and
 * the Contact page). No zod here: the storefront's pages read the defaults at build time, and
 * the server fills the saved values into the pre-rendered HTML (docs/decisions/005).
 */
export interface StoreDetails {
  storeName: string;
  contactEmail: string;
  /** As people read it, e.g. '(217) 555-0142'; the tel: link is made from it (telHref). */
  phone: string;
  street: string;
  /** City, state and ZIP code on one line: 'Springfield, IL 62701'. */
  locality: string;
  country: string;
  openingHours: string;
}

/** What a shop shows until its owner saves other details (the database's column defaults too). */
export const DEFAULT_STORE_DETAILS: Readonly<StoreDetails> = {
  storeName: 'Doorstep',
  contactEmail: 'support@doorstep.example',
  phone: '(217) 555-0142',
  street: '214 Market Street',
  locality: 'Springfield, IL 62701',
  country: 'United States',
  openingHours: 'Every day, 10:00 am – 10:00 pm',
};

export const STORE_DETAIL_FIELDS = ['storeName', 'contactEmail', 'phone', 'street', 'locality', 'country', 'openingHours'] as const;
export type StoreDetailField = (typeof STORE_DETAIL_FIELDS)[number];

export function isStoreDetailField(value: string | null | undefined): value is StoreDetailField {
  return (STORE_DETAIL_FIELDS as readonly string[]).includes(value ?? '');
}

/**
 * The marks a pre-rendered page puts on the elements that show a detail: `data-store="phone"`
 * (the element's text is the value) and `data-store-href="phone"` (its href links to it).
 */
export const STORE_TEXT_ATTRIBUTE = 'data-store';
export const STORE_HREF_ATTRIBUTE = 'data-store-href';

/** 'tel:+12175550142' from '+1 (217) 555-0142': digits, and a leading + when written. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The link a marked element gets for a detail (phone → tel:, e-mail → mailto:). */
export function storeDetailHref(field: 'phone' | 'contactEmail', details: StoreDetails): string {
  return field === 'phone' ? telHref(details.phone) : `mailto:${details.contactEmail}`;
}

/** GET /api/settings → data: what anyone may read of the shop's settings. */
export interface PublicStoreSettings extends StoreDetails, MoneySettings {
  /** In the shop's currency, e.g. 3 for $3.00. */
  deliveryFee: number;
}

/** Just the store details of anything that carries them (a settings row, the public settings). */
export function storeDetailsOf(settings: StoreDetails): StoreDetails {
  const { storeName, contactEmail, phone, street, locality, country, openingHours } = settings;
  return { storeName, contactEmail, phone, street, locality, country, openingHours };
}
