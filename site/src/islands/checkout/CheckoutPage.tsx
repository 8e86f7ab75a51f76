import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { CHECKOUT_MESSAGES, GUEST_MESSAGES } from '../../../../domain/checkout-messages.ts';
import type { OrderFiguresAnswer } from '../../../../domain/contracts/order-answer.ts';
import type { PaymentMethod } from '../../../../domain/order-status.ts';
import type { CardForm, CardPaymentDetails } from '../../../../domain/payment-card.ts';
import { cartTotals } from '../../../../domain/pricing.ts';
import { localePath, t, tText } from '../../i18n/t.ts';
import { testGateway } from '../../lib/payments/test-gateway.ts';
import { $cart, clearCart, noteStockLeft } from '../../stores/cart.ts';
import { offersReplacement, totalIsEstimate } from '../../../../domain/cart-substitution.ts';
import {
  $guestSubstitutionDefault,
  $lineSubstitutions,
  $substitutionDefault,
  clearSubstitutions,
} from '../../stores/cart-substitutions.ts';
import { SettlementNotice } from './SettlementNotice.tsx';
import { SubstitutionDefault } from './SubstitutionDefault.tsx';
import { $session, openLoginDialog } from '../../stores/session.ts';
import {
  $deliveryFeeCents,
  $guestCheckout,
  $moneyRules,
  $shopAddressFormat,
  $shopFulfilment,
  $waysToPay,
  setDeliveryFee,
} from '../cart/shop-settings.ts';
import { methodsOffered } from '../../../../domain/payment-methods.ts';
import { readCustomTip, TipPicker, tipCentsOf, type TipChoice } from './TipPicker.tsx';
import { toast } from '../../stores/toasts.ts';
import { announce } from '../../lib/announce.ts';
import { OrderTotals } from '../cart/OrderTotals.tsx';
import { Spinner } from '../menu/Spinner.tsx';
import { AddressFields } from './AddressFields.tsx';
import { CardFields } from './CardFields.tsx';
import { ContactFields } from './ContactFields.tsx';
import { $outlook, loadOutlook } from './fulfilment-outlook.ts';
import { deliveryPrice, deliveryRefusalText, offeredTypes } from './hand-over.ts';
import { HandOverFields } from './HandOverFields.tsx';
import { ChosenLocationLine } from '../cart/ChosenLocationLine.tsx';
import { chosenLocation } from '../../stores/chosen-location.ts';
import type { AppliedCoupon, UpiDetails } from './checkout-actions.ts';
import { EMPTY_VALUES, fulfilmentOf, type CheckoutCheck, type CheckoutValues } from './checkout-form.ts';
import { CouponBox } from './CouponBox.tsx';
import { CustomerDetails } from './CustomerDetails.tsx';
import type { GuestCheck, GuestField, GuestValues } from './guest-details.ts';
import { loadCheckoutChecks, loadedCheckoutChecks } from './load-checkout-checks.ts';
import { loadOrderSteps } from './load-order-steps.ts';
import { sectionClass, sectionHeadingClass } from './FieldGroupError.tsx';
import { OrderLines } from './OrderLines.tsx';
import { PriceChangeNotice } from './PriceChangeNotice.tsx';
import { PaymentMethodPicker } from './PaymentMethodPicker.tsx';
import { $cardSettings, loadCardSettings } from './card-settings.ts';
import type { PendingPayment } from './pending-payment.ts';
import { StripeCardNote } from './StripeCardNote.tsx';
import { UpiFields } from './UpiFields.tsx';
import { useAtFirstTouch } from './use-first-touch.ts';
import { useOnline } from './use-online.ts';
import { useClientReady } from '../ui/use-client-ready.ts';

const FORM_ID = 'checkout-form';
const gateway = testGateway;
const EMPTY_GUEST: GuestValues = { name: '', email: '', phone: '' };
// The pay step comes with the order steps, which the first touch of the page has usually loaded.
const StripePayment = lazy(() => loadOrderSteps().then((steps) => ({ default: steps.StripePayment })));
const LostPayment = lazy(() => loadOrderSteps().then((steps) => ({ default: steps.LostPayment })));

/** What the form needs once used: its checks, and placing the order. */
const loadCheckoutCode = () => {
  void loadCheckoutChecks().catch(() => undefined);
  void loadOrderSteps().catch(() => undefined);
};

/** After a card order is made at a Stripe shop: its payment, or an order whose payment this tab no longer has. */
type PayStep = { kind: 'none' } | { kind: 'resuming' } | { kind: 'pay'; payment: PendingPayment } | { kind: 'lost'; orderId: string };

/**
 * Checkout (docs/product/payments.md, docs/product/payments-checkout.md): who orders, where to,
 * what, the coupon, how they pay, and the same totals as the cart. Place Order checks the form
 * with the shared rules in their order, has the test gateway tokenize a card, and posts the order;
 * success goes to My Orders. At a Stripe shop a card order is made first, then paid on the pay step.
 * Where the shop allows it, someone not signed in orders as a guest (name, e-mail, phone) and goes
 * to the order's tracking page instead.
 */
export default function CheckoutPage() {
  const session = useStore($session, { ssr: 'initial' });
  const lines = useStore($cart, { ssr: 'initial' });
  const flatFeeCents = useStore($deliveryFeeCents, { ssr: 'initial' });
  const shop = useStore($shopFulfilment, { ssr: 'initial' });
  const outlook = useStore($outlook, { ssr: 'initial' });
  const money = useStore($moneyRules, { ssr: 'initial' });
  const country = useStore($shopAddressFormat, { ssr: 'initial' });
  const [tip, setTip] = useState<TipChoice>({ kind: 'none' });
  const ready = useClientReady();
  const [values, setValues] = useState<CheckoutValues>(EMPTY_VALUES);
  const [submitted, setSubmitted] = useState(false);
  const [gatewayError, setGatewayError] = useState<{ field: keyof CardForm; message: string } | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [serverFigures, setServerFigures] = useState<OrderFiguresAnswer | null>(null);
  const online = useOnline();
  const cardSettings = useStore($cardSettings, { ssr: 'initial' });
  const [payStep, setPayStep] = useState<PayStep>({ kind: 'none' });
  const guestOffered = useStore($guestCheckout, { ssr: 'initial' });
  const [guest, setGuest] = useState<GuestValues>(EMPTY_GUEST);
  const [guestRefusals, setGuestRefusals] = useState<GuestCheck['errors']>({});
  const [guestChosen, setGuestChosen] = useState(false);
  const lineSubstitutions = useStore($lineSubstitutions);
  const substitutionDefault = useStore($substitutionDefault);

  const types = offeredTypes(shop);
  const { handOver } = values;
  const type = types.includes(handOver.type) ? handOver.type : types[0]!;

  useAtFirstTouch(loadCheckoutCode);
  // What the chosen type can have now (open, the earliest time, the slots) is asked for again when it changes.
  useEffect(() => {
    if (ready) void loadOutlook(type);
  }, [ready, type]);
  // How the shop takes cards: asked once, when there is a connection to ask with.
  useEffect(() => {
    if (ready && online) void loadCardSettings();
  }, [ready, online]);
  // /checkout?pay=<order> resumes that order's payment.
  useEffect(() => {
    if (!ready) return;
    const orderId = new URLSearchParams(window.location.search).get('pay');
    if (!orderId) return;
    setPayStep({ kind: 'resuming' });
    loadOrderSteps().then(
      ({ pendingPaymentFor }) => {
        const payment = pendingPaymentFor(orderId);
        setPayStep(payment ? { kind: 'pay', payment } : { kind: 'lost', orderId });
      },
      () => {
        setPayStep({ kind: 'none' });
        toast.error(tText(CHECKOUT_MESSAGES.failed));
      },
    );
  }, [ready]);
  const card = cardSettings.status === 'ready' ? cardSettings.card : null;
  const cardOffered = cardSettings.status === 'loading' || card !== null;
  const waysToPay = useStore($waysToPay);
  const methods = methodsOffered(waysToPay.offered, cardOffered);
  // A way the shop does not offer (no card gateway, or turned off): the first it offers is chosen instead.
  const firstMethod = methods[0];
  const chosenOffered = methods.includes(values.paymentMethod);
  useEffect(() => {
    if (firstMethod && !chosenOffered) setValues((previous) => ({ ...previous, paymentMethod: firstMethod }));
  }, [firstMethod, chosenOffered]);
  // Closed or paused but taking orders for later: "Choose a time" is the only way, so it is chosen.
  useEffect(() => {
    if (outlook.status !== 'ready' || handOver.when !== 'asap' || outlook.outlook.asap.available) return;
    if (outlook.outlook.slots.some((slot) => slot.available))
      setValues((previous) => ({ ...previous, handOver: { ...previous.handOver, when: 'later' } }));
  }, [outlook, handOver.when]);
  if (!ready || payStep.kind === 'resuming') return <Spinner />;
  if (payStep.kind === 'pay')
    return (
      <Suspense fallback={<Spinner />}>
        <StripePayment payment={payStep.payment} />
      </Suspense>
    );
  if (payStep.kind === 'lost')
    return (
      <Suspense fallback={<Spinner />}>
        <LostPayment orderId={payStep.orderId} />
      </Suspense>
    );

  const percent = coupon?.percent ?? 0;
  const basket = cartTotals(lines, 0, percent);
  const delivery =
    type === 'pickup' ? null : deliveryPrice(shop, values.address.zipCode, basket.subtotalCents - basket.discountCents, flatFeeCents);
  const deliveryFeeCents = type === 'pickup' ? 0 : delivery?.ok ? delivery.feeCents : flatFeeCents;
  const tipCents = money.tips.enabled ? tipCentsOf(tip, basket) : 0;
  const totals = cartTotals(lines, deliveryFeeCents, percent, { tax: money.tax, tipCents });
  // Stripe's own form takes the card after the order is made: no card fields of ours to check.
  const stripeCard = card?.provider === 'stripe' ? card : null;
  const cardFields = !stripeCard;
  const asGuest = session.status === 'signedOut' && guestOffered === true && guestChosen;
  // A guest's phone is among their details: it is the order's phone.
  const formValues = asGuest ? { ...values, phone: guest.phone } : values;
  // Submitted means the checks were loaded (onSubmit waits for them).
  const checks = submitted ? loadedCheckoutChecks() : undefined;
  const check: CheckoutCheck = checks
    ? checks.checkCheckout(lines, formValues, { cardFields, country })
    : { groups: {}, fields: new Set() };
  const guestErrors =
    asGuest && checks ? { phone: check.groups.phone, ...guestRefusals, ...checks.checkGuest(guest).errors } : guestRefusals;
  const invalid = (group: string) => (field: string) => check.fields.has(`${group}.${field}`);
  // The rules give message keys; the server's and the gateway's words come already written.
  const said = (message: string | undefined) => (message === undefined ? undefined : tText(message));
  const groupMessage = (group: keyof CheckoutCheck['groups']) => said(check.groups[group]);
  const cardError = said(check.groups.card ?? gatewayError?.message);
  const guestMessages = Object.fromEntries(Object.entries(guestErrors).map(([field, message]) => [field, said(message)]));

  const setField = (field: 'phone' | 'notes', value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const update = <Group extends 'address' | 'card' | 'upi'>(group: Group, field: keyof CheckoutValues[Group], value: string) => {
    if (group === 'card') setGatewayError(null);
    setValues((previous) => ({ ...previous, [group]: { ...previous[group], [field]: value } }));
  };

  const applyCoupon = async (code: string) => {
    setCouponBusy(true);
    const outcome = await loadOrderSteps().then(
      ({ validateCoupon }) => validateCoupon(code, totals.subtotalCents),
      () => ({ ok: false as const, message: CHECKOUT_MESSAGES.failed }),
    );
    setCouponBusy(false);
    if (outcome.ok) {
      setCoupon(outcome.coupon);
      setCouponError(null);
      toast.success(t('checkout.couponApplied', { percent: outcome.coupon.percent }));
    } else {
      // Any refusal resets the discount to 0; the reason is told at the field, and read out.
      setCoupon(null);
      setCouponError(outcome.message);
      announce(tText(outcome.message), { urgent: true });
    }
  };

  const focusField = (id: string) => document.getElementById(id)?.focus();
  // A field's problem is shown at the field, which takes focus; a toast would only cover the page.
  const tellAtField = (message: string) => announce(tText(message), { urgent: true });
  const setGuestField = (field: GuestField, value: string) => {
    setGuest((previous) => ({ ...previous, [field]: value }));
    // The server's word on a field stands until that field is changed.
    setGuestRefusals(({ [field]: _changed, ...rest }) => rest);
  };

  /** Opens the guest's fields (the phone already typed goes with them), and puts the cursor in the first once they are drawn. */
  const chooseGuest = () => {
    setGuestChosen(true);
    setGuest((previous) => (previous.phone ? previous : { ...previous, phone: values.phone }));
    requestAnimationFrame(() => focusField('checkout-guest-name'));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing || !navigator.onLine) return;
    // Still asking the server who is signed in: a moment, not a reason to ask for a login.
    if (session.status === 'unknown' || session.status === 'loading') return;
    // Being signed in (or, where the shop allows it, the guest's details) is checked first.
    if (session.status !== 'signedIn') {
      if (guestOffered === null) return;
      if (!guestOffered) {
        toast.error(tText(CHECKOUT_MESSAGES.notSignedIn));
        openLoginDialog();
        return;
      }
      if (!guestChosen) {
        toast.error(tText(GUEST_MESSAGES.chooseHow));
        chooseGuest();
        return;
      }
    }
    let rules: Awaited<ReturnType<typeof loadCheckoutChecks>>;
    let steps: Awaited<ReturnType<typeof loadOrderSteps>>;
    try {
      [rules, steps] = await Promise.all([loadCheckoutChecks(), loadOrderSteps()]);
    } catch {
      toast.error(tText(CHECKOUT_MESSAGES.failed));
      return;
    }
    const { checkCheckout, checkGuest } = rules;
    setSubmitted(true);
    const guestCheck = asGuest ? checkGuest(guest) : null;
    if (guestCheck?.first) {
      tellAtField(guestCheck.first.message);
      focusField(`checkout-guest-${guestCheck.first.field}`);
      return;
    }
    const current = { ...formValues, handOver: { ...handOver, type } };
    const problems = checkCheckout(lines, current, { cardFields, country });
    if (problems.first) {
      const { group, field, message } = problems.first;
      const fallback = {
        products: null,
        fulfilment: 'slot',
        deliveryAddress: 'street',
        phone: asGuest ? 'guest-phone' : 'phone',
        notes: 'notes',
        card: 'cardHolderName',
        upi: 'upiId',
      }[group];
      const at = field ?? fallback;
      // An empty cart has no field to show it.
      if (at) {
        tellAtField(message);
        focusField(`checkout-${at}`);
      } else {
        toast.error(tText(message));
      }
      return;
    }
    // Outside every zone or under its minimum: said before any card is asked for.
    if (delivery && !delivery.ok) {
      tellAtField(deliveryRefusalText(delivery.refusal));
      focusField('checkout-zipCode');
      return;
    }
    // A tip amount that cannot be read is not quietly dropped: the customer fixes or clears it.
    const customTip = money.tips.enabled && tip.kind === 'custom' ? readCustomTip(tip.text, basket) : null;
    if (customTip && !customTip.ok) {
      tellAtField(customTip.message);
      focusField('checkout-tip');
      return;
    }
    setPlacing(true);
    setServerFigures(null);
    let paymentDetails: CardPaymentDetails | UpiDetails | null = null;
    if (values.paymentMethod === 'card' && cardFields) {
      const card = await gateway.tokenize(values.card);
      if (!card.ok) {
        setGatewayError({ field: card.field, message: card.message });
        tellAtField(card.message);
        focusField(`checkout-${card.field}`);
        setPlacing(false);
        return;
      }
      paymentDetails = card.details;
    } else if (values.paymentMethod === 'upi') {
      paymentDetails = values.upi;
    }
    const { placeOrder, orderBody, trackingPathOf } = steps;
    const outcome = await placeOrder(
      orderBody({
        ...(session.status === 'signedIn' ? {} : { guest }),
        lines,
        totals,
        paymentMethod: values.paymentMethod,
        paymentDetails,
        fulfilment: fulfilmentOf(current.handOver),
        deliveryAddress: type === 'delivery' ? values.address : null,
        phone: current.phone,
        notes: values.notes,
        coupon,
        locationId: chosenLocation()?.id,
        substitutions: { chosen: lineSubstitutions, fallback: substitutionDefault },
      }),
    );
    if (outcome.kind === 'placed' && outcome.order && outcome.payment) {
      // The order exists: the cart is done with, and its payment is the next step.
      const { publishableKey, clientSecret } = outcome.payment;
      const { _id: orderId, totalAmount, currency } = outcome.order;
      const trackingPath = outcome.trackingUrl ? localePath(trackingPathOf(outcome.trackingUrl)) : undefined;
      const payment: PendingPayment = {
        orderId,
        publishableKey,
        clientSecret,
        totalAmount,
        currency,
        ...(trackingPath ? { trackingPath } : {}),
      };
      clearCart();
      clearSubstitutions();
      steps.rememberPayment(payment);
      window.history.replaceState(null, '', steps.payStepUrl(payment.orderId));
      setPayStep({ kind: 'pay', payment });
      setPlacing(false);
      return;
    }
    if (outcome.kind === 'placed') {
      clearCart();
      clearSubstitutions();
      // Shown by the next page once it loads (the same one-time message the account pages use):
      // My Orders, or for a guest, who has none, the order's tracking page.
      // The server's success words are not translated: the page says it in its own language.
      steps.setFlash(t('checkout.placed'));
      window.location.assign(localePath(outcome.trackingUrl ? trackingPathOf(outcome.trackingUrl) : '/myorders'));
      return;
    }
    toast.error(tText(outcome.message));
    if (outcome.kind === 'signedOut') {
      if (outcome.guestCheckoutOff) $guestCheckout.set(false);
      $session.set({ status: 'signedOut' });
      openLoginDialog();
    } else if (outcome.kind === 'failed' && asGuest) {
      const refused = steps.guestErrorsFromServer(outcome.fields);
      setGuestRefusals(refused.errors);
      if (refused.first) focusField(`checkout-guest-${refused.first.field}`);
    } else if (outcome.kind === 'pricesChanged') {
      setServerFigures(outcome.figures);
      setDeliveryFee(outcome.figures.deliveryFee);
      await steps.refreshCartPrices().catch(() => undefined);
    } else if (outcome.kind === 'stockShort') {
      // The line now offers to fit what is left ("Change to 1"): the customer's next step.
      noteStockLeft(outcome.productId, outcome.left);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-line-stock] button')?.focus());
    }
    setPlacing(false);
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
      <form id={FORM_ID} method="post" noValidate onSubmit={onSubmit} aria-label={t('checkout.formLabel')} className="space-y-6">
        <ChosenLocationLine />
        <CustomerDetails
          session={session}
          guest={{
            offered: guestOffered,
            chosen: guestChosen,
            onChoose: chooseGuest,
            values: guest,
            onChange: setGuestField,
            errors: guestMessages,
          }}
        />
        <HandOverFields
          types={types}
          values={{ ...handOver, type }}
          outlook={outlook}
          scheduling={shop?.scheduling.enabled ?? false}
          onChange={(next) => setValues((previous) => ({ ...previous, handOver: next }))}
          error={groupMessage('fulfilment')}
        />
        {type === 'delivery' && (
          <AddressFields
            country={country}
            values={values.address}
            onChange={(field, value) => update('address', field, value)}
            error={said(
              check.groups.deliveryAddress ??
                (delivery && !delivery.ok && values.address.zipCode.trim() ? deliveryRefusalText(delivery.refusal) : undefined),
            )}
            invalid={(field) => invalid('deliveryAddress')(field) || (field === 'zipCode' && Boolean(delivery && !delivery.ok))}
          />
        )}
        <ContactFields
          phone={values.phone}
          notes={values.notes}
          phoneRequired={type === 'delivery'}
          withPhone={!asGuest}
          onChange={setField}
          errors={{ phone: groupMessage('phone'), notes: groupMessage('notes') }}
        />
        <section aria-labelledby="checkout-payment-heading" className={sectionClass}>
          <h2 id="checkout-payment-heading" className={sectionHeadingClass}>
            {t('checkout-payment.heading')}
          </h2>
          <PaymentMethodPicker
            value={values.paymentMethod}
            onChange={(method: PaymentMethod) => setValues((previous) => ({ ...previous, paymentMethod: method }))}
            methods={methods}
            waiting={cardSettings.status === 'loading' ? ['card'] : []}
            fulfilmentType={type}
          />
          {values.paymentMethod === 'card' && stripeCard && <StripeCardNote publishableKey={stripeCard.publishableKey} />}
          {values.paymentMethod === 'card' && card?.provider === 'test' && (
            <CardFields
              gateway={gateway}
              values={values.card}
              onChange={(field, value) => update('card', field, value)}
              error={cardError}
              invalid={(field) => invalid('card')(field) || gatewayError?.field === field}
            />
          )}
          {values.paymentMethod === 'upi' && (
            <UpiFields
              values={values.upi}
              onChange={(field, value) => update('upi', field, value)}
              error={groupMessage('upi')}
              invalid={invalid('upi')}
              payTo={waysToPay.upiId}
            />
          )}
        </section>
      </form>

      <section aria-labelledby="checkout-summary-heading" className={`${sectionClass} space-y-5`}>
        <h2 id="checkout-summary-heading" className={sectionHeadingClass}>
          {t('checkout.summaryHeading')}
        </h2>
        <OrderLines lines={lines} />
        {session.status !== 'signedIn' && lines.some(offersReplacement) && (
          <SubstitutionDefault
            name="checkout-substitution-default"
            value={substitutionDefault}
            onChange={(mode) => $guestSubstitutionDefault.set(mode)}
          />
        )}
        <CouponBox
          applied={coupon}
          busy={couponBusy}
          error={said(couponError ?? undefined) ?? null}
          onApply={(code) => void applyCoupon(code)}
          onRemove={() => setCoupon(null)}
          onEdit={() => setCouponError(null)}
        />
        {serverFigures && <PriceChangeNotice figures={serverFigures} />}
        {money.tips.enabled && <TipPicker presets={money.tips.presets} basket={basket} value={tip} onChange={setTip} />}
        <OrderTotals totals={totals} showDiscount showTip={money.tips.enabled} />
        {totalIsEstimate(lines, lineSubstitutions, substitutionDefault) && (
          <SettlementNotice byCard={values.paymentMethod === 'card'} totalCents={totals.totalCents} />
        )}
        <p role="status" className={online ? 'sr-only' : 'rounded-xl bg-amber-50 p-4 text-sm font-semibold text-ink ring-1 ring-amber-300'}>
          {online ? '' : t('checkout.offline')}
        </p>
        <button
          type="submit"
          form={FORM_ID}
          disabled={!online}
          aria-disabled={placing || undefined}
          className="flex min-h-12 w-full items-center justify-center rounded-full bg-brand-600 px-6 text-lg font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {placing ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      </section>
    </div>
  );
}
