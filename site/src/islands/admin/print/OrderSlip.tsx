import { substitutionNote } from '../substitution-note.ts';
import {
  customerReceipt,
  kitchenTicket,
  type CustomerReceipt,
  type KitchenTicket,
  type SlipShop,
} from '../../../../../domain/print/order-slips.ts';
import type { Order } from '../../../../../domain/order.ts';
import { channelBadge } from '../../../../../domain/order-channel.ts';
import { pageLanguage, t } from '../../../i18n/t.ts';
import { pageRule, SLIP_CSS } from './slip-styles.ts';

/** 'ticket': for the kitchen, no prices; 'receipt': for the customer, every figure. */
export type SlipKind = 'ticket' | 'receipt';

function Rule() {
  return <hr className="slip-rule" />;
}

function KitchenTicketSlip({ ticket }: { ticket: KitchenTicket }) {
  const channel = channelBadge(ticket.channel);
  return (
    <article data-slip="ticket">
      <p className="slip-reference">#{ticket.reference}</p>
      {ticket.location !== null && <p className="slip-location">{t('admin.slipLocation', { location: ticket.location })}</p>}
      <p>
        <span className="slip-handover">
          {t('admin.slipHandOver', { type: ticket.handOver })}
          {ticket.table && ` · ${ticket.table}`}
        </span>
      </p>
      <p className="slip-due">{ticket.timing === 'ASAP' ? t('admin.slipSoon') : t('admin.slipScheduled')}</p>
      {ticket.due && (
        <p className="slip-due-time">
          {t(ticket.due.label === 'Ready by' ? 'admin.slipReadyBy' : 'admin.slipPromisedFor', { time: ticket.due.at })}
        </p>
      )}
      <p>{t('admin.slipPlaced', { time: ticket.placedAt })}</p>
      {channel && <p className="slip-label">{t(channel)}</p>}
      <p>{ticket.customerName}</p>
      <Rule />
      <ul className="slip-lines">
        {ticket.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a printed slip of one order, rendered once: its lines and their options never move, and one dish may appear twice
          <li key={index}>
            <p className="slip-dish">{line.heading}</p>
            {line.options.length > 0 && (
              <ul className="slip-options">
                {line.options.map((option, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a printed slip of one order, rendered once: its lines and their options never move, and one dish may appear twice
                  <li key={at}>{option}</li>
                ))}
              </ul>
            )}
            {line.ifOut && <p className="slip-options">{substitutionNote(line.ifOut)}</p>}
          </li>
        ))}
      </ul>
      {ticket.notes && (
        <>
          <Rule />
          <p className="slip-label">{t('admin.slipNotes')}</p>
          <p className="slip-notes">{ticket.notes}</p>
        </>
      )}
    </article>
  );
}

function Row({ label, amount, className }: { label: string; amount: string; className?: string }) {
  return (
    <div className={`slip-row ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
}

function CustomerReceiptSlip({ receipt }: { receipt: CustomerReceipt }) {
  return (
    <article data-slip="receipt">
      {(receipt.shopName || receipt.shopContact.length > 0) && (
        <header className="slip-shop">
          {receipt.shopName && <p className="slip-shop-name">{receipt.shopName}</p>}
          {receipt.shopContact.map((line) => (
            <p key={line} className="slip-small">
              {line}
            </p>
          ))}
        </header>
      )}
      <Rule />
      <p className="slip-label slip-center">{t('admin.slipReceipt')}</p>
      <div className="slip-row">
        <p className="slip-item">{t('admin.slipOrder', { reference: receipt.reference })}</p>
        <p>
          {t('admin.slipReceiptHandOver', { type: receipt.handOver })}
          {receipt.table && ` · ${receipt.table}`}
        </p>
      </div>
      {receipt.deliverTo.length > 0 && (
        <address className="slip-small not-italic" aria-label={t('admin.slipDeliverTo')}>
          {receipt.deliverTo.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </address>
      )}
      <p>{receipt.placedAt}</p>
      <Rule />
      <ul className="slip-lines">
        {receipt.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a printed slip of one order, rendered once: its lines and their options never move, and one dish may appear twice
          <li key={index}>
            <div className="slip-row">
              <p className="slip-item">{line.heading}</p>
              <p>{line.amount}</p>
            </div>
            {line.options.map((option, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a printed slip of one order, rendered once: its lines and their options never move, and one dish may appear twice
              <p key={at} className="slip-item-detail">
                {option}
              </p>
            ))}
            {line.weighed ? (
              <p className="slip-item-detail">{line.unitPrice}</p>
            ) : (
              line.quantity > 1 && <p className="slip-item-detail">{t('admin.slipEach', { price: line.unitPrice })}</p>
            )}
          </li>
        ))}
      </ul>
      <Rule />
      <dl>
        {receipt.rows.map((row) => (
          <Row key={row.label} label={row.label} amount={row.amount} className={row.strong ? 'slip-total' : undefined} />
        ))}
      </dl>
      {receipt.estimated && <p className="slip-small">{t('admin.slipEstimated')}</p>}
      <Rule />
      <dl>
        <Row label={t('admin.slipPayment')} amount={receipt.paymentMethod} />
        <Row label={t('admin.slipStatus')} amount={receipt.paymentStatus} />
      </dl>
      <p className="slip-thanks">{t('admin.slipThanks')}</p>
    </article>
  );
}

/**
 * One order's slip for 80 mm paper, with the stylesheet that prints it alone. `pageLengthMm`
 * is the measured length of the slip (null while it is being measured).
 */
export function OrderSlip({
  order,
  kind,
  shop,
  pageLengthMm,
}: {
  order: Order;
  kind: SlipKind;
  shop: SlipShop;
  pageLengthMm: number | null;
}) {
  return (
    <>
      <style>{`${SLIP_CSS}\n${pageRule(pageLengthMm)}`}</style>
      {kind === 'ticket' ? (
        <KitchenTicketSlip ticket={kitchenTicket(order, shop, pageLanguage())} />
      ) : (
        <CustomerReceiptSlip receipt={customerReceipt(order, shop, pageLanguage())} />
      )}
    </>
  );
}
