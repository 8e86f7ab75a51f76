import { DEMO_SHOP_NAME } from './constants.ts';
import type { PublicSettings } from './contracts/settings.ts';
/**
 * The shop's name and contact details (an admin setting shown by the footer and
 * the Contact page). No zod here (the settings contract is imported for its types only): the
 * storefront's pages read the defaults at build time, and the server fills the saved values
 * into the pre-rendered HTML (docs/decisions/005).
 */
export type StoreDetails = Pick<PublicSettings, StoreDetailField>;

/** What a shop shows until its owner saves other details (the database's column defaults too). */
export const DEFAULT_STORE_DETAILS: Readonly<StoreDetails> = {
  storeName: DEMO_SHOP_NAME,
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

/** What the Settings forms edit of GET /api/settings → data: the details, the delivery fee and money (the Storefront screen edits the brand). */
export type PublicStoreSettings = Omit<PublicSettings, 'fulfilment' | 'desk' | 'guestCheckout' | 'brand'>;

/** Just the store details of anything that carries them (a settings row, the public settings). */
export function storeDetailsOf(settings: StoreDetails): StoreDetails {
  const { storeName, contactEmail, phone, street, locality, country, openingHours } = settings;
  return { storeName, contactEmail, phone, street, locality, country, openingHours };
}
