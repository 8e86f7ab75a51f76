import { useNow } from '../../lib/use-now.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { orderCurrencyOf } from '../../../../domain/contracts/order-amounts.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/order.ts';
import { type OfferedLine, offeredReplacements } from '../../../../domain/picking/order-pick-changes.ts';
import { minutesLeft } from '../../../../domain/picking/replacement-approval.ts';
import { lineHeading } from '../../../../domain/weight-text.ts';
import { pageLanguage, t } from '../../i18n/t.ts';
import { buttonClass, quietButtonClass } from './OrderNotices.tsx';
import { answerReplacement, type ReplacementAnswering } from './replacement-answer.ts';

/** How often the minutes left are read again (the order itself is asked for again by its page). */
const TICK_MS = 10_000;

/**
 * On a customer's order, the replacements the shop asks them about (docs/product/picking.md, "The
 * customer approves replacements"): for each, what was ordered, what is offered and what it would
 * come to, the minutes left, and Accept / Decline; then what they answered, or that the time is
 * over. The server's word on each answer is announced, and the focus stays on the line answered.
 */
export function ReplacementApprovals({ order, answering }: { order: Order; answering: ReplacementAnswering }) {
  // Most orders were never asked about: their cards keep no clock.
  const asked = order.pickedAt === null && order.products.some((line) => line.picked?.approval);
  return asked ? <Offers order={order} answering={answering} /> : null;
}

function Offers({ order, answering }: { order: Order; answering: ReplacementAnswering }) {
  const now = useNow(TICK_MS);
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  const offers = offeredReplacements(order, now);
  if (offers.length === 0) return null;
  const waiting = offers.filter((offer) => offer.status === 'waiting').length;
  return (
    <section aria-labelledby={headingId} className="border-b border-brand-100 bg-amber-50 px-4 py-4 sm:px-6">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {t('picking.approvalHeading', { count: offers.length })}
      </h3>
      {waiting > 0 && <p className="mt-1 text-ink">{t('picking.approvalIntro')}</p>}
      <ul className="mt-3 space-y-3">
        {offers.map((offer) => (
          <OfferItem key={offer.change.position} order={order} offer={offer} now={now} answering={answering} onSaid={setAnnouncement} />
        ))}
      </ul>
      <p role="status" className="mt-3 font-semibold text-ink">
        {announcement}
      </p>
    </section>
  );
}

function OfferItem({
  order,
  offer,
  now,
  answering,
  onSaid,
}: {
  order: Order;
  offer: OfferedLine;
  now: number;
  answering: ReplacementAnswering;
  onSaid: (text: string) => void;
}) {
  const [sending, setSending] = useState(false);
  const outcome = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);
  const { change } = offer;
  const locale = pageLanguage();
  const ordered = order.products[change.position]!;
  const words = { name: change.name, replacement: lineHeading(change.change.by, locale) };

  useEffect(() => {
    // Once answered, the buttons are gone: the focus goes to what the answer did, not to the page's top.
    if (answered.current && offer.status !== 'waiting') outcome.current?.focus();
  }, [offer.status]);

  const answer = async (accept: boolean) => {
    if (sending) return;
    setSending(true);
    onSaid(t('picking.approvalSending'));
    const reply = await answerReplacement(order, change.position, accept, answering.trackingToken);
    setSending(false);
    onSaid(reply.message);
    if (reply.ok) {
      answered.current = true;
      answering.onAnswered(reply.order);
    }
  };

  return (
    <li data-offer={change.position} className="rounded-xl bg-white p-4 ring-1 ring-amber-200">
      <p className="font-semibold text-ink">
        {t('picking.approvalOrdered', { ordered: lineHeading({ ...ordered, name: change.name }, locale) })}
      </p>
      <p className="text-ink">
        {t('picking.approvalOffer', {
          ...words,
          named: change.change.named ? 'yes' : 'no',
          amount: formatMoney(change.finalCents, orderCurrencyOf(order)),
        })}
      </p>
      {offer.status === 'waiting' ? (
        <>
          <p className="mt-1 text-sm font-semibold text-amber-900">
            {t('picking.approvalTimeLeft', { minutes: minutesLeft(offer.until, now) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {CHOICES.map((choice) => (
              <button
                key={choice.label}
                type="button"
                aria-disabled={sending || undefined}
                aria-label={t(choice.name, words)}
                onClick={() => void answer(choice.accept)}
                className={`${choice.look} aria-disabled:cursor-wait aria-disabled:opacity-60`}
              >
                {t(choice.label)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p
          ref={outcome}
          tabIndex={-1}
          className="mt-1 font-semibold text-ink focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
        >
          {t(OUTCOMES[offer.status], words)}
        </p>
      )}
    </li>
  );
}

/** Accept first, as the main button; each named for the product it answers about. */
const CHOICES = [
  { accept: true, label: 'picking.approvalAccept', name: 'picking.approvalAcceptLabel', look: buttonClass },
  { accept: false, label: 'picking.approvalDecline', name: 'picking.approvalDeclineLabel', look: quietButtonClass },
] as const;

const OUTCOMES = {
  accepted: 'picking.approvalAccepted',
  declined: 'picking.approvalDeclined',
  expired: 'picking.approvalExpired',
} as const;
