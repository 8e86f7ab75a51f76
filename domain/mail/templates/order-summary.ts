import type { Order } from '../../order.ts';
import { taxLinesInCents } from '../../contracts/order-amounts.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Translate } from '../../i18n/tables.ts';
import { formatDollars, formatMoney } from '../../money.ts';
import { customerReceipt, kitchenTicket, type CustomerReceipt, type ReceiptRow } from '../../print/order-slips.ts';
import { mailDateAndTime } from './mail-clock.ts';
import type { MailShop } from '../mail-types.ts';
import { escapeHtml } from '../../escape-html.ts';
import { mailSides, paragraph } from './blocks.ts';
import { COLOURS, font, type Block } from './layout.ts';

/**
 * The order's lines and figures, taken from the printed receipt (customerReceipt) so the mail,
 * the receipt and the order screens agree to the cent and word their tax lines alike.
 */

/**
 * The printed receipt's figures with their labels in the mail's language and the time it was
 * placed written in it: the amounts and their order are the receipt's own.
 */
export function mailReceipt(t: Translate, language: Language, order: Order, shop: MailShop): CustomerReceipt {
  const receipt = customerReceipt(order, shop, language);
  const currency = { code: order.currency, locale: shop.locale };
  const money = (amount: number) => formatDollars(amount, currency);
  const lines = taxLinesInCents(order.taxLines ?? [], currency).filter((line) => line.tax > 0);
  const tax = lines.map((line) => ({
    label: t(order.taxMode === 'inclusive' ? 'mailOrders.taxIncluded' : 'mailOrders.taxAdded', { rate: line.rate }),
    amount: formatMoney(line.tax, currency),
  }));
  const discount = order.discount ?? order.discountAmount ?? 0;
  const delivers = order.fulfilment?.type !== 'pickup';
  const rows: ReceiptRow[] = [
    { label: t('mailOrders.subtotal'), amount: money(order.subtotal) },
    ...(discount > 0
      ? [
          {
            label: order.couponCode
              ? t('mailOrders.discountCoupon', { code: order.couponCode, percent: order.discountPercent ?? 0 })
              : t('mailOrders.discount'),
            amount: `-${money(discount)}`,
          },
        ]
      : []),
    ...(delivers || order.deliveryFee > 0 ? [{ label: t('mailOrders.deliveryFee'), amount: money(order.deliveryFee) }] : []),
    ...((order.taxMode ?? 'exclusive') === 'exclusive' ? tax : []),
    ...(order.tip > 0 ? [{ label: t('mailOrders.tip'), amount: money(order.tip) }] : []),
    { label: t('mailOrders.factTotal'), amount: money(order.totalAmount), strong: true },
    ...(order.taxMode === 'inclusive' ? tax : []),
    ...(order.refunded > 0 ? [{ label: t('mailOrders.refunded'), amount: `-${money(order.refunded)}` }] : []),
  ];
  return { ...receipt, placedAt: mailDateAndTime(language, shop, Date.parse(order.createdAt)), rows };
}

/** Every line with its options and amount, then subtotal, discount, fee, tax, tip, total, as `customerReceipt` gives them. */
export function orderSummary(receipt: CustomerReceipt, language: Language): Block {
  return { html: summaryHtml(receipt, language), text: summaryText(receipt) };
}

/**
 * That the total is an estimate until the order is weighed, where it has lines sold by weight,
 * told to the customer or to the shop that weighs it; nothing otherwise.
 */
export function estimatedNote(t: Translate, order: Pick<Order, 'estimated'>, reader: 'customer' | 'shop' = 'customer'): Block[] {
  if (!order.estimated) return [];
  return [paragraph(t(reader === 'shop' ? 'mailOrders.estimatedTotalShop' : 'mailOrders.estimatedTotal'))];
}

/**
 * The lines without prices ('2 × Pepperoni Pizza (Large 14", No onions)', '1.5 kg Vine Tomatoes'),
 * for mails about an order already confirmed.
 */
export function shortLines(order: Order, shop: MailShop, language: Language): Block {
  const lines = kitchenTicket(order, shop, language).lines.map(
    (line) => `${line.heading}${line.options.length ? ` (${line.options.join(', ')})` : ''}`,
  );
  const cells = lines.map((line) => `<tr><td style="padding:2px 0;${font(15, 22)}color:${COLOURS.ink};">${escapeHtml(line)}</td></tr>`);
  return {
    html: `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${cells.join('')}</table>`,
    text: lines.join('\n'),
  };
}

/** A dish or a row's label at the line's start, its amount at the end, kept apart. */
function cells(language: Language) {
  const { start, end } = mailSides(language);
  return (style: string, content: string, side: 'start' | 'end' = 'start') =>
    side === 'start'
      ? `<td valign="top" align="${start}" style="${style}">${content}</td>`
      : `<td valign="top" align="${end}" style="${style}white-space:nowrap;padding-${start}:16px;">${content}</td>`;
}

function summaryHtml(receipt: CustomerReceipt, language: Language): string {
  const cell = cells(language);
  const lineStyle = `padding:8px 0;border-bottom:1px solid ${COLOURS.line};${font(15, 22)}color:${COLOURS.ink};`;
  const lines = receipt.lines.map((line) => {
    const details = lineDetails(line);
    const options = details.length
      ? `<br><span style="${font(13, 20)}color:${COLOURS.muted};">${details.map(escapeHtml).join('<br>')}</span>`
      : '';
    return `<tr>${cell(lineStyle, `${escapeHtml(line.heading)}${options}`)}${cell(lineStyle, escapeHtml(line.amount), 'end')}</tr>`;
  });
  const rows = receipt.rows.map((row) => {
    const style = row.strong
      ? `padding:8px 0 4px;border-top:2px solid ${COLOURS.ink};${font(16, 24)}font-weight:700;color:${COLOURS.ink};`
      : `padding:4px 0;${font(15, 22)}color:${COLOURS.muted};`;
    return `<tr>${cell(style, escapeHtml(row.label))}${cell(style, escapeHtml(row.amount), 'end')}</tr>`;
  });
  const spacer = '<tr><td colspan="2" style="height:8px;line-height:8px;font-size:1px;">&nbsp;</td></tr>';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;">${[...lines, spacer, ...rows].join('')}</table>`;
}

/** Under a line: its options, and a line sold by weight its price per kg or lb ("$4.49/kg"), which its amount came from. */
function lineDetails(line: CustomerReceipt['lines'][number]): string[] {
  return line.weighed ? [...line.options, line.unitPrice] : line.options;
}

const NAME_WIDTH_MAX = 40;

function summaryText(receipt: CustomerReceipt): string {
  const lines: [string, string][] = receipt.lines.flatMap((line) => [
    [line.heading, line.amount] as [string, string],
    ...lineDetails(line).map((detail) => [`    ${detail}`, ''] as [string, string]),
  ]);
  const rows = receipt.rows.map((row) => [row.label, row.amount] as [string, string]);
  const all = [...lines, ...rows];
  const left = Math.min(NAME_WIDTH_MAX, Math.max(...all.map(([label]) => label.length)));
  const right = Math.max(...all.map(([, amount]) => amount.length));
  const write = ([label, amount]: [string, string]) => (amount ? `${label.padEnd(left)}  ${amount.padStart(right)}` : label);
  return [...lines.map(write), '-'.repeat(left + 2 + right), ...rows.map(write)].join('\n');
}
