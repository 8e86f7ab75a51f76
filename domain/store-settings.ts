import { z } from 'zod';
import { isSingleLine } from './single-line.ts';
import { EMAIL_MAX_LENGTH } from './auth.ts';
import { decimalsAllowed, hasWholeCents } from './currency.ts';
import { dollarsToCents, formatMoney } from './money.ts';
import { readNumberField } from './number-input.ts';

/**
 * The admin's Settings form and the body of PUT /api/settings: the island checks it as the owner
 * types, the worker checks it again as the truth. The delivery fee travels in dollars and is
 * stored in cents.
 */

/** Minor units ($100.00, ¥10,000): far above any real fee, low enough that a slipped key is caught. */
export const DELIVERY_FEE_MAX_CENTS = 10_000;
export const STORE_NAME_MAX_LENGTH = 60;
export const STORE_TEXT_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 30;

export const STORE_SETTINGS_ERRORS = {
  storeNameRequired: 'Store name is required.',
  storeNameTooLong: `Store name must be at most ${STORE_NAME_MAX_LENGTH} characters.`,
  contactEmailInvalid: 'Please enter a valid contact e-mail address.',
  phoneRequired: 'Phone is required.',
  phoneInvalid: 'Phone may contain only digits, spaces, +, -, ( and ), with at least 6 digits.',
  streetRequired: 'Street address is required.',
  localityRequired: 'City, state and ZIP code are required.',
  countryRequired: 'Country is required.',
  countryUnknown: 'Choose the shop’s country from the list.',
  openingHoursRequired: 'Opening hours are required.',
  textTooLong: `Keep this under ${STORE_TEXT_MAX_LENGTH} characters.`,
  oneLine: 'Keep this on one line, without tabs or control characters.',
  deliveryFeeInvalid: 'Delivery fee must be a number of at least 0.',
  get deliveryFeeTooHigh() {
    return `Delivery fee must be at most ${formatMoney(DELIVERY_FEE_MAX_CENTS)}.`;
  },
  /** The decimals the shop's currency has ('at most two decimals' for dollars). */
  get deliveryFeeCents() {
    return `Delivery fee can have ${decimalsAllowed()}.`;
  },
} as const;

export const STORE_SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load settings',
} as const;

/** The form sends text as typed; blank means "not given", anything else is read in the shop's locale. */
const toNumber = readNumberField();

function requiredText(required: string, max: number, tooLong: string = STORE_SETTINGS_ERRORS.textTooLong) {
  // Every detail is printed on one line of the pages, slips and mails.
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong).refine(isSingleLine, STORE_SETTINGS_ERRORS.oneLine);
}

export const StoreSettingsInput = z.object({
  storeName: requiredText(STORE_SETTINGS_ERRORS.storeNameRequired, STORE_NAME_MAX_LENGTH, STORE_SETTINGS_ERRORS.storeNameTooLong),
  contactEmail: z
    .string({ error: STORE_SETTINGS_ERRORS.contactEmailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, STORE_SETTINGS_ERRORS.contactEmailInvalid)
    .pipe(z.email({ error: STORE_SETTINGS_ERRORS.contactEmailInvalid })),
  phone: requiredText(STORE_SETTINGS_ERRORS.phoneRequired, PHONE_MAX_LENGTH, STORE_SETTINGS_ERRORS.phoneInvalid)
    .regex(/^\+?[\d\s().-]+$/, STORE_SETTINGS_ERRORS.phoneInvalid)
    .refine((phone) => phone.replace(/\D/g, '').length >= 6, STORE_SETTINGS_ERRORS.phoneInvalid),
  street: requiredText(STORE_SETTINGS_ERRORS.streetRequired, STORE_TEXT_MAX_LENGTH),
  locality: requiredText(STORE_SETTINGS_ERRORS.localityRequired, STORE_TEXT_MAX_LENGTH),
  /** ISO 3166-1 alpha-2, chosen from the list: whose addresses the checkout asks for (domain/address-format.ts). */
  countryCode: z.string({ error: STORE_SETTINGS_ERRORS.countryRequired }).regex(/^[A-Z]{2}$/, STORE_SETTINGS_ERRORS.countryUnknown),
  openingHours: requiredText(STORE_SETTINGS_ERRORS.openingHoursRequired, STORE_TEXT_MAX_LENGTH),
  deliveryFee: z.preprocess(
    toNumber,
    z
      .number({ error: STORE_SETTINGS_ERRORS.deliveryFeeInvalid })
      .min(0, STORE_SETTINGS_ERRORS.deliveryFeeInvalid)
      .refine((fee) => dollarsToCents(fee) <= DELIVERY_FEE_MAX_CENTS, { error: () => STORE_SETTINGS_ERRORS.deliveryFeeTooHigh })
      .refine(hasWholeCents, { error: () => STORE_SETTINGS_ERRORS.deliveryFeeCents }),
  ),
});
export type StoreSettingsInput = z.infer<typeof StoreSettingsInput>;

/** PUT /api/settings: any of the fields (the form sends them all; an API client may send one). */
export const StoreSettingsUpdate = StoreSettingsInput.partial();
export type StoreSettingsUpdate = z.infer<typeof StoreSettingsUpdate>;

export type StoreSettingsField = keyof StoreSettingsInput;

/**
 * The form's fields in the order they appear (the first invalid one gets focus): the schema's own
 * order. Read from it rather than from ./store-details.ts, whose types come from the settings
 * contract, which is built on this module (a cycle otherwise).
 */
export const STORE_SETTINGS_FIELDS = Object.keys(StoreSettingsInput.shape) as readonly StoreSettingsField[];
