import { telHref } from '../../store-details.ts';
import type { ComposedMail, MailInput, MailShop } from '../mail-types.ts';
import { escapeHtml } from '../../escape-html.ts';
import { directionOf, type Language } from '../../i18n/languages.ts';
import { type Translate, translator } from '../../i18n/tables.ts';

/**
 * The frame every mail shares: a table layout at most 600 px wide that Gmail, Outlook (which
 * ignores max-width, hence the `[if mso]` table) and Apple Mail draw alike, inline styles only,
 * a hidden preheader for the inbox preview, and the shop's contact details as the footer. The
 * plain-text part follows the same order: heading, blocks, footer after the "-- " signature line.
 */

/** What the mail of one kind is given. */
export type MailInputOf<K extends MailInput['kind']> = Extract<MailInput, { kind: K }>;

/** A piece of a mail in both its forms; user text inside `html` is already escaped. */
export interface Block {
  html: string;
  text: string;
}

export interface MailFrame {
  shop: MailShop;
  /** The mail's language: its `<html lang dir>`, and the words of its footer. */
  language: Language;
  subject: string;
  /** The line an inbox shows beside the subject. */
  preheader: string;
  heading: string;
  blocks: readonly Block[];
}

/** The site's palette (site/src/styles/global.css); each text colour reads at 7:1 or more on white. */
export const COLOURS = { ink: '#1f2937', muted: '#57534e', brand: '#9a3412', page: '#fffaf3', line: '#e7e5e4' } as const;

const FONT_FAMILY = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** The inline font declaration every text cell repeats (clients drop inherited fonts inside tables). */
export function font(size: number, lineHeight = Math.round(size * 1.5)): string {
  return `font-family:${FONT_FAMILY};font-size:${size}px;line-height:${lineHeight}px;`;
}

export function renderMail(frame: MailFrame): ComposedMail {
  // A subject is one header line: whatever the shop typed, no line breaks get into it.
  const subject = frame.subject.replace(/\s+/g, ' ').trim();
  return { subject, text: textDocument(frame), html: htmlDocument({ ...frame, subject }) };
}

function htmlDocument(frame: MailFrame): string {
  const { shop } = frame;
  return [
    '<!DOCTYPE html>',
    `<html lang="${frame.language}" dir="${directionOf(frame.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(frame.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;width:100%;background-color:${COLOURS.page};">`,
    preheader(frame.preheader),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background-color:${COLOURS.page};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    '<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid ${COLOURS.line};border-radius:8px;">`,
    `<tr><td style="padding:24px 28px 0;${font(15)}font-weight:700;color:${COLOURS.brand};">${escapeHtml(shop.storeName)}</td></tr>`,
    `<tr><td style="padding:8px 28px 12px;${font(16)}color:${COLOURS.ink};">`,
    `<h1 style="margin:0 0 16px;${font(22, 30)}font-weight:700;color:${COLOURS.ink};">${escapeHtml(frame.heading)}</h1>`,
    ...frame.blocks.map((block) => block.html),
    '</td></tr>',
    htmlFooter(shop, translator(frame.language)),
    '</table>',
    '<!--[if mso]></td></tr></table><![endif]-->',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}

// Invisible filler after the preheader, so the preview does not run on into the mail's first words.
const PREVIEW_FILLER = '&#847;&zwnj;&nbsp;'.repeat(40);

function preheader(text: string): string {
  const hidden = `display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;color:${COLOURS.page};`;
  return `<div style="${hidden}">${escapeHtml(text)}${PREVIEW_FILLER}</div>`;
}

function htmlFooter(shop: MailShop, t: Translate): string {
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${COLOURS.brand};text-decoration:underline;">${escapeHtml(label)}</a>`;
  const lines = [
    `<strong style="color:${COLOURS.ink};">${escapeHtml(shop.storeName)}</strong>`,
    ...addressLines(shop).map(escapeHtml),
    ...(shop.phone.trim() ? [footerLine(t, 'mail.footerPhone', 'phone', link(telHref(shop.phone), shop.phone.trim()))] : []),
    ...(shop.contactEmail.trim()
      ? [footerLine(t, 'mail.footerEmail', 'email', link(`mailto:${shop.contactEmail.trim()}`, shop.contactEmail.trim()))]
      : []),
    ...(shop.taxNumberLine ? [escapeHtml(shop.taxNumberLine)] : []),
    link(shop.publicUrl, shop.publicUrl.replace(/^https?:\/\//, '')),
  ];
  return `<tr><td style="padding:20px 28px 24px;border-top:1px solid ${COLOURS.line};${font(13, 20)}color:${COLOURS.muted};">${lines.join('<br>')}</td></tr>`;
}

/** A footer line with its label in the mail's language around a link already written as HTML. */
function footerLine(t: Translate, key: 'mail.footerPhone' | 'mail.footerEmail', name: string, linkHtml: string): string {
  // The label is escaped, the link kept as made: the marker stands for it while escaping.
  const marker = '\u0000';
  return escapeHtml(t(key, { [name]: marker })).replace(marker, linkHtml);
}

function textDocument(frame: MailFrame): string {
  const { shop } = frame;
  const t = translator(frame.language);
  const footer = [
    shop.storeName,
    ...addressLines(shop),
    ...(shop.phone.trim() ? [t('mail.footerPhone', { phone: shop.phone.trim() })] : []),
    ...(shop.contactEmail.trim() ? [t('mail.footerEmail', { email: shop.contactEmail.trim() })] : []),
    ...(shop.taxNumberLine ? [shop.taxNumberLine] : []),
    shop.publicUrl,
  ];
  const heading = `${frame.heading}\n${'='.repeat(frame.heading.length)}`;
  return `${[heading, ...frame.blocks.map((block) => block.text)].join('\n\n')}\n\n-- \n${footer.join('\n')}\n`;
}

/** The shop's address, one line each, empty ones left out (as the printed receipt does). */
export function addressLines(shop: Pick<MailShop, 'street' | 'locality' | 'country'>): string[] {
  return [shop.street, shop.locality, shop.country].map((line) => line.trim()).filter(Boolean);
}
