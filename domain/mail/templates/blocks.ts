import { escapeHtml } from '../../escape-html.ts';
import { directionOf, type Language } from '../../i18n/languages.ts';
import type { Translate } from '../../i18n/tables.ts';
import { COLOURS, font, type Block } from './layout.ts';

/**
 * The pieces mails are built of, each written once for both parts. They take raw text and
 * escape it themselves, so a template cannot forget to.
 */

/** A label and its value; a list of values is written one a line (an address). */
export interface Fact {
  label: string;
  value: string | readonly string[];
}

/** 'Hi Ann Lee,', or 'Hello,' without a name: a line of its own, so no language has to continue the sentence after it. */
export function greeting(t: Translate, name: string): Block {
  return paragraph(name.trim() ? t('mail.greeting', { name: name.trim() }) : t('mail.greetingNoName'));
}

/** Escaped, with the writer's line breaks kept. */
export function htmlLines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

export function paragraph(text: string): Block {
  return { html: `<p style="margin:0 0 16px;${font(16)}color:${COLOURS.ink};">${htmlLines(text)}</p>`, text };
}

export function subheading(text: string): Block {
  return {
    html: `<h2 style="margin:24px 0 8px;${font(17, 24)}font-weight:700;color:${COLOURS.ink};">${escapeHtml(text)}</h2>`,
    text: `${text}\n${'-'.repeat(text.length)}`,
  };
}

/** A button, with the link also written out for clients that hide buttons and for copying. */
export function button(t: Translate, label: string, url: string): Block {
  const href = escapeHtml(url);
  const html =
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 12px;">' +
    `<tr><td bgcolor="${COLOURS.brand}" style="border-radius:6px;background-color:${COLOURS.brand};">` +
    `<a href="${href}" style="display:inline-block;padding:12px 24px;${font(16, 22)}font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>` +
    '</td></tr></table>' +
    `<p style="margin:0 0 16px;${font(13, 20)}color:${COLOURS.muted};word-break:break-all;">${escapeHtml(t('mail.openLink'))} <a href="${href}" style="color:${COLOURS.brand};">${href}</a></p>`;
  return { html, text: `${label}:\n${url}` };
}

/**
 * The sides of a mail's table cells in its language's direction: mail programs do not all know
 * CSS's logical sides (`padding-inline-start`), so each side is named for the direction.
 */
export function mailSides(language: Language): { start: 'left' | 'right'; end: 'left' | 'right' } {
  return directionOf(language) === 'rtl' ? { start: 'right', end: 'left' } : { start: 'left', end: 'right' };
}

/** Label–value rows, labels at the line's start; a row with nothing to say is left out. */
export function facts(all: readonly Fact[], language: Language): Block {
  const { end } = mailSides(language);
  const lines = (fact: Fact) =>
    typeof fact.value === 'string' ? fact.value.trim().split(/\r?\n/) : fact.value.map((line) => line.trim()).filter(Boolean);
  const rows = all.filter((fact) => lines(fact).some(Boolean));
  const cells = rows.map(
    (fact) =>
      '<tr>' +
      `<td valign="top" style="padding:4px 0;padding-${end}:16px;${font(15, 22)}color:${COLOURS.muted};white-space:nowrap;">${escapeHtml(fact.label)}</td>` +
      `<td valign="top" style="padding:4px 0;${font(15, 22)}color:${COLOURS.ink};">${lines(fact).map(escapeHtml).join('<br>')}</td>` +
      '</tr>',
  );
  return {
    html: `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${cells.join('')}</table>`,
    text: alignColumns(rows.map((fact) => [fact.label, lines(fact)])),
  };
}

const GAP = 2;
const LABEL_WIDTH_MAX = 24;

/** Labels and values in plain text: labels padded to the longest (up to a limit); a value of several lines continues under its first. */
function alignColumns(rows: readonly (readonly [string, readonly string[]])[]): string {
  const labelWidth = Math.min(LABEL_WIDTH_MAX, Math.max(0, ...rows.map(([label]) => label.length))) + GAP;
  return rows
    .flatMap(([label, values]) =>
      values.map((value, index) => {
        const left = index === 0 ? label : '';
        const padded = left.length + GAP > labelWidth ? `${left}${' '.repeat(GAP)}` : left.padEnd(labelWidth);
        return `${padded}${value}`.trimEnd();
      }),
    )
    .join('\n');
}
