import { z } from 'zod';
import { BrandInput } from '../brand-input.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ShopLanguagesInput } from '../i18n/shop-languages.ts';
import { FulfilmentSettingsInput } from '../fulfilment/settings.ts';
import { MoneySettingsInput } from '../money-settings-input.ts';
import { TAX_MODES } from '../money-settings-rules.ts';
import { MAX_CARD_HOLD_MARGIN_PERCENT } from '../picking/hold-margin.ts';
import { DeskSettingsInput } from '../order-desk.ts';
import { ReplacementApprovalInput } from '../picking/approval-settings.ts';
import { PaymentMethodsInput, UpiIdInput } from '../payment-methods-input.ts';
import { isCountryCode } from '../address-format.ts';
import { countryCodeOfName } from '../country-names.ts';
import { STORE_SETTINGS_ERRORS, StoreSettingsInput, StoreSettingsUpdate } from '../store-settings.ts';
import { dataAnswer, dataAnswerWithMessage, Dollars } from './envelope.ts';
import { FulfilmentSettingsAnswer } from './fulfilment.ts';

/**
 * The shop's settings as callers see them: what GET /api/settings answers (every field is
 * public) and what PUT /api/settings reads. The body is built from the Settings forms' own
 * schemas (domain/store-settings.ts, domain/money-settings-input.ts,
 * domain/fulfilment/settings.ts, domain/order-desk.ts), which the browser runs as the owner types;
 * the site imports this module's types only. Types are derived, never written beside them.
 */

export const SETTINGS_BODY_MESSAGES = {
  confirmCurrencyChange: 'confirmCurrencyChange is true or false.',
  guestCheckout: 'guestCheckout is true or false.',
} as const;

/**
 * PUT /api/settings: any of the fields; those left out keep their values. `deliveryFee` is in the
 * shop's currency; `fulfilment` (hours, closures, pause, delivery and pickup, scheduling, zones)
 * is replaced as a whole when sent; `desk`: how long a new order may wait for an answer and the
 * delivery drive; `replacementApproval`: whether customers approve the replacements staff pick
 * for them, and within how many minutes; `guestCheckout`: whether people may order without an account.
 * `confirmCurrencyChange` says the owner has seen that past orders keep their currency.
 * `paymentMethods`: cash, card and UPI, each on or off (at least one on); `upiId`: where UPI
 * payments go, needed while UPI is on. `brand`: the storefront's look, sent whole (what it leaves
 * out is the demo's); its `name`, when sent, is the store name. `languages`: the languages the
 * storefront offers and the default one, whose pages keep the plain addresses (/menu; the others
 * are at /it/menu, /ar/menu …).
 */
export const SettingsBody = StoreSettingsUpdate.extend({
  countryCode: z
    .string({ error: STORE_SETTINGS_ERRORS.countryRequired })
    .refine(isCountryCode, STORE_SETTINGS_ERRORS.countryUnknown)
    .optional()
    .describe("ISO 3166-1 alpha-2: the shop's country, whose addresses the checkout asks for"),
  country: z
    .string({ error: STORE_SETTINGS_ERRORS.countryRequired })
    .trim()
    .refine((name) => countryCodeOfName(name) !== undefined, STORE_SETTINGS_ERRORS.countryUnknown)
    .optional()
    .describe("The shop's country by its name ('Italy', 'Italia') or code, for callers from before countryCode; countryCode wins"),
  fulfilment: FulfilmentSettingsInput.optional(),
  desk: DeskSettingsInput.optional(),
  replacementApproval: ReplacementApprovalInput.optional(),
  ...MoneySettingsInput.partial().shape,
  confirmCurrencyChange: z.boolean({ error: SETTINGS_BODY_MESSAGES.confirmCurrencyChange }).optional(),
  guestCheckout: z.boolean({ error: SETTINGS_BODY_MESSAGES.guestCheckout }).optional(),
  paymentMethods: PaymentMethodsInput.optional(),
  upiId: UpiIdInput.optional(),
  brand: BrandInput.safeExtend({ name: StoreSettingsInput.shape.storeName.optional() }).optional(),
  languages: ShopLanguagesInput.optional(),
});
export type SettingsBody = z.input<typeof SettingsBody>;

const HeroButtonAnswer = z.object({
  label: z.string(),
  target: z
    .string()
    .describe("'menu', 'categories', 'about', 'contact', or 'category:' and a category's name")
    .meta({ examples: ['menu'] }),
});

/** The storefront's look (domain/brand.ts). */
export const BrandAnswer = z
  .object({
    name: z.string().describe('The store name: titles, header, mails, receipts and the web app manifest'),
    logo: z.string().describe("The uploaded logo's address (POST /api/pictures?kind=logo); '' shows the demo's mark"),
    primaryColor: z
      .string()
      .regex(/^#[0-9a-f]{6}$/)
      .describe("Buttons and links; white text on it reads at 4.5:1. The palette's other shades are derived from it")
      .meta({ examples: ['#c2410c'] }),
    hero: z.object({
      title: z.string(),
      subtitle: z.string(),
      body: z.string(),
      image: z.string().describe("The uploaded hero picture's address (POST /api/pictures?kind=hero); '' shows the demo's"),
      imageAlt: z.string().describe('What the hero picture shows'),
      buttons: z.tuple([HeroButtonAnswer, HeroButtonAnswer]).describe('The main button, then the second'),
    }),
    sections: z
      .object({ categories: z.boolean(), menu: z.boolean(), socialProof: z.boolean(), appPromo: z.boolean() })
      .describe('Which parts of the home page show under the hero'),
    socialProofText: z.string().describe("The line under the hero's buttons"),
    appLinks: z
      .object({ ios: z.string(), android: z.string() })
      .describe("The app's App Store and Google Play pages; the app section shows only with one of them"),
    translations: z
      .record(
        z.string(),
        z.object({
          hero: z
            .object({
              title: z.string().optional(),
              subtitle: z.string().optional(),
              body: z.string().optional(),
              imageAlt: z.string().optional(),
              buttons: z.array(z.string()).optional().describe("The buttons' labels in order; '' keeps the default language's"),
            })
            .optional(),
          socialProofText: z.string().optional(),
        }),
      )
      .optional()
      .describe("The texts above by language, for the shop's other languages; a text left out shows the default language's"),
  })
  .meta({ id: 'Brand' });

/** The shop's country's address rules (domain/address-rules.ts): the checkout asks for and checks an address by them. */
export const AddressFormatAnswer = z
  .object({
    format: z.string().describe("Google's address template: %A street, %C city, %S region, %Z postcode, %n a new line"),
    required: z.string().describe("The letters of the fields that must be filled, e.g. 'ACSZ'"),
    upper: z.string().describe('The letters of the fields the post writes in capitals'),
    postcodeName: z.string().optional().describe("What the postcode is called: 'zip', 'pin', 'eircode', 'postal'"),
    postcodePattern: z.string().optional().describe('A regular expression a whole postcode matches, case aside'),
    postcodeExample: z.string().optional(),
    regionName: z.string().optional().describe("What the region is called: 'state', 'province', 'emirate' …"),
    localityName: z.string().optional().describe("What the town is called: 'city', 'post_town', 'suburb' …"),
    regions: z
      .array(z.tuple([z.string(), z.string()]))
      .optional()
      .describe('The regions to choose from: [as an address writes it, its name]'),
  })
  .meta({ id: 'AddressFormat' });

/** GET /api/settings → data: the store details, the flat delivery fee, money, how orders are handed over and the desk's limits. */
export const PublicSettingsAnswer = z
  .object({
    deliveryFee: Dollars.meta({ examples: [3] }),
    storeName: z.string(),
    contactEmail: z.string(),
    phone: z.string().describe("As people read it, e.g. '(217) 555-0142'"),
    street: z.string(),
    locality: z.string().describe('City, state and ZIP code'),
    country: z.string().describe("The country's name, as the owner last saved it"),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe("ISO 3166-1 alpha-2: the shop's country")
      .meta({ examples: ['IT'] }),
    addressFormat: AddressFormatAnswer,
    openingHours: z.string(),
    fulfilment: FulfilmentSettingsAnswer,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .describe('ISO 4217: every amount the API speaks is in it')
      .meta({ examples: ['USD'] }),
    locale: z
      .string()
      .describe('BCP 47: how amounts and dates are written for people')
      .meta({ examples: ['en-US'] }),
    taxMode: z.enum(TAX_MODES).describe("'inclusive': prices include tax; 'exclusive': tax is added at checkout"),
    deliveryTaxRate: z.number().min(0).max(100).describe('Percent of tax on the delivery fee'),
    tips: z.object({ enabled: z.boolean(), presets: z.array(z.int().min(1).max(100)).describe('Percents offered at checkout') }),
    taxNumber: z
      .string()
      .max(30)
      .describe("The shop's VAT or tax number, printed on receipts and in order mails; '' when none")
      .meta({ examples: ['IT01234567890'] }),
    cardHoldMarginPercent: z
      .int()
      .min(0)
      .max(MAX_CARD_HOLD_MARGIN_PERCENT)
      .describe(
        'Percent over the estimate a card is held for on an order the shop picks whose amount may rise (a line sold by weight, a named replacement); charged the final amount once picked',
      ),
    kitchenWaitsForExtra: z
      .boolean()
      .describe(
        "While a card order staff changed to cost more waits for its customer to pay the extra, the desk's Ready (and the next steps) are refused (409 extra_unpaid)",
      ),
    desk: z.object({
      answerWithinMinutes: z.int().min(1).describe('A new order nobody has answered for this long is flagged on the desk'),
      travelMinutes: z.int().min(0).describe('The drive from ready to the door, added to the ready time for delivery customers'),
    }),
    replacementApproval: z
      .object({
        enabled: z.boolean(),
        minutes: z.int().min(1).describe('How long a customer has to answer'),
      })
      .describe(
        'Whether a replacement staff record while picking waits for the customer to accept or decline it (docs/product/picking.md); off by default',
      ),
    guestCheckout: z
      .boolean()
      .describe('Whether people may order without an account (name, e-mail and phone), following the order by a private link'),
    paymentMethods: z
      .object({ cash: z.boolean(), card: z.boolean(), upi: z.boolean() })
      .describe('The ways to pay the shop offers; card is taken only while a gateway is set (GET /api/payments/config)'),
    upiId: z
      .string()
      .describe("Where UPI payments go, e.g. 'luigis@okbank'; '' when none is set")
      .meta({ examples: ['luigis@okbank'] }),
    brand: BrandAnswer,
    languages: z
      .object({
        default: z.enum(LANGUAGES).describe('The language of the plain addresses (/menu); the others live at /{lang}/…'),
        offered: z.array(z.enum(LANGUAGES)).describe('The languages customers may choose, the default among them'),
      })
      .meta({ examples: [{ default: 'en', offered: ['en', 'it', 'ar'] }] }),
    locationCount: z
      .int()
      .min(1)
      .describe('How many locations the shop has (GET /api/locations); with more than one, customers choose where they order from'),
  })
  .meta({ id: 'PublicSettings' });
export type PublicSettings = z.infer<typeof PublicSettingsAnswer>;

export const SettingsAnswer = dataAnswer(PublicSettingsAnswer);
export type SettingsAnswer = z.infer<typeof SettingsAnswer>;
export const SettingsSavedAnswer = dataAnswerWithMessage(PublicSettingsAnswer);
export type SettingsSavedAnswer = z.infer<typeof SettingsSavedAnswer>;

/** GET /api/settings/manifest: the web app manifest (domain/web-app-manifest.ts), not wrapped in the API's envelope. */
export const WebAppManifestAnswer = z
  .object({
    name: z.string(),
    short_name: z.string(),
    start_url: z.string(),
    display: z.literal('standalone'),
    background_color: z.string(),
    theme_color: z.string(),
    icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string() })),
  })
  .meta({ id: 'WebAppManifest' });
