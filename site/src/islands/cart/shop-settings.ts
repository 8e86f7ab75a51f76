import { atom, onMount } from 'nanostores';
import { DEFAULT_DELIVERY_FEE_CENTS } from '../../../../domain/constants.ts';
import { amountInCents } from '../../../../domain/contracts/amounts.ts';
import type { Cents } from '../../../../domain/money.ts';
import { DEFAULT_MONEY_SETTINGS, type TipSettings } from '../../../../domain/money-settings.ts';
import { DEFAULT_PAYMENT_METHODS, type PaymentMethodsOffered } from '../../../../domain/payment-methods.ts';
import { NO_TAX, type TaxRules } from '../../../../domain/pricing.ts';
import { ApiError, callApi, type ApiAnswer } from '../../lib/api.ts';
import { chosenLocation, forgetChosenLocation } from '../../stores/chosen-location.ts';
import { ANY_COUNTRY } from '../../../../domain/address-rules.ts';

/**
 * The shop's public settings the cart and checkout need: the delivery fee, the tax rules and tips
 * (admin settings, docs/product/money.md), and whether guests may order. Until GET /api/settings answers, or if it fails, the default fee stands, so a
 * total is always shown; the server computes the order's own total anyway.
 *
 * A nanostore like those in stores/, but kept beside the cart and checkout islands that use it:
 * stores/ goes into the 'shared' chunk every page loads (decision 003).
 */
export const $deliveryFeeCents = atom<Cents>(DEFAULT_DELIVERY_FEE_CENTS);

/**
 * How the shop taxes, whether it takes tips, and the margin a card is held for over an estimate; no
 * tax, no tips and the default margin until the settings arrive (the server's figures decide).
 */
export const $moneyRules = atom<{ tax: TaxRules; tips: TipSettings; cardHoldMarginPercent: number }>({
  tax: NO_TAX,
  tips: DEFAULT_MONEY_SETTINGS.tips,
  cardHoldMarginPercent: DEFAULT_MONEY_SETTINGS.cardHoldMarginPercent,
});

/** The ways to pay the shop offers and its UPI ID; all offered until the settings arrive (the server refuses one that is off). */
export const $waysToPay = atom<{ offered: PaymentMethodsOffered; upiId: string }>({ offered: DEFAULT_PAYMENT_METHODS, upiId: '' });

/** How the shop hands orders over (hours, delivery and pickup, scheduling, zones), as GET /api/settings says. */
export type ShopFulfilment = ApiAnswer<'/api/settings', 'GET'>['data']['fulfilment'];
/** Null until the settings arrive (the checkout then offers delivery as soon as possible, as the server defaults). */
export const $shopFulfilment = atom<ShopFulfilment | null>(null);

/** The shop's country and its address rules (domain/address-rules.ts): null until the settings arrive. */
export type ShopAddressFormat = Pick<ApiAnswer<'/api/settings', 'GET'>['data'], 'countryCode' | 'addressFormat'>;
export const $shopAddressFormat = atom<ShopAddressFormat | null>(null);

/**
 * Whether people may order without an account: as the page says (the server writes it on <html>),
 * else null until the settings arrive (false if they cannot be read: logging in still works).
 */
export const $guestCheckout = atom<boolean | null>(guestCheckoutOfPage());

function guestCheckoutOfPage(): boolean | null {
  const said = (globalThis as { document?: { documentElement?: { dataset?: Record<string, string | undefined> } } }).document
    ?.documentElement?.dataset?.guestCheckout;
  return said === 'true' ? true : said === 'false' ? false : null;
}

let loading: Promise<void> | undefined;

/** Asks the server once per page; later calls share the first answer. */
export function loadSettings(): Promise<void> {
  loading ??= fetchSettings();
  return loading;
}

async function fetchSettings(): Promise<void> {
  try {
    const [answer, location] = await Promise.all([callApi('GET', '/api/settings'), chosenLocationRules()]);
    const fee = answer.data?.deliveryFee;
    if (typeof fee === 'number' && Number.isFinite(fee) && fee >= 0) $deliveryFeeCents.set(amountInCents(fee));
    $shopFulfilment.set(location ?? answer.data.fulfilment);
    const { taxMode, deliveryTaxRate, tips, cardHoldMarginPercent } = answer.data;
    $moneyRules.set({ tax: { mode: taxMode, deliveryRate: deliveryTaxRate }, tips, cardHoldMarginPercent });
    $guestCheckout.set(answer.data.guestCheckout);
    $waysToPay.set({ offered: answer.data.paymentMethods, upiId: answer.data.upiId });
    $shopAddressFormat.set({ countryCode: answer.data.countryCode, addressFormat: answer.data.addressFormat });
  } catch {
    // Keep the default fee: the order's total is the server's to decide, and it says so (409).
    $guestCheckout.set(false);
    // Every field offered, the street asked for: the server checks the address by the shop's country.
    $shopAddressFormat.set({ countryCode: '', addressFormat: ANY_COUNTRY });
  }
}

/**
 * The hand-over rules of the location the visitor orders from (its hours, ways, slots and zones),
 * when the shop has several; undefined without a choice. A location the shop no longer has is forgotten.
 */
async function chosenLocationRules(): Promise<ShopFulfilment | undefined> {
  const chosen = chosenLocation();
  if (!chosen) return undefined;
  try {
    return (await callApi('GET', '/api/locations/:id', { param: { id: String(chosen.id) } })).data.fulfilment;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) forgetChosenLocation();
    return undefined;
  }
}

/** The fee the server itself used (a 409 'Prices have changed' carries it). */
export function setDeliveryFee(amount: number): void {
  if (Number.isFinite(amount) && amount >= 0) $deliveryFeeCents.set(amountInCents(amount));
}

onMount($deliveryFeeCents, () => {
  void loadSettings();
});
onMount($guestCheckout, () => {
  void loadSettings();
});
onMount($shopAddressFormat, () => {
  void loadSettings();
});
