import { ORDER_SLIP_ID, PRINT_ALONE_CSS, pageRule } from './slip-styles.ts';

/**
 * The picking list's own stylesheet (docs/product/printing.md), present only while it is in the
 * page. On a roll it is 80 mm wide and its page as long as itself, as the slips are; on A4 it is
 * a sheet with margins for a clipboard, continued on more sheets when long, a line never split.
 */

/** 'roll': the desk's 80 mm receipt printer; 'sheet': A4 from an office printer. */
export type PickListPaper = 'roll' | 'sheet';

/** A4's width less its margins: where the list is laid out on screen before it prints. */
const SHEET_MARGIN_MM = { block: 14, inline: 16 };
const SHEET_TEXT_WIDTH_MM = 210 - 2 * SHEET_MARGIN_MM.inline;

const ROLL = `
#${ORDER_SLIP_ID} { width: 80mm; padding: 4mm 4mm 6mm; font-size: 11pt; }
#${ORDER_SLIP_ID} .pick-reference { font-size: 24pt; }
#${ORDER_SLIP_ID} .pick-lines > li { grid-template-columns: 5mm minmax(10mm, max-content) 1fr; }
#${ORDER_SLIP_ID} .pick-quantity { font-size: 14pt; }
#${ORDER_SLIP_ID} .pick-name { font-size: 13pt; }
`;

const SHEET = `
@page { size: A4; margin: ${SHEET_MARGIN_MM.block}mm ${SHEET_MARGIN_MM.inline}mm; }
#${ORDER_SLIP_ID} { width: ${SHEET_TEXT_WIDTH_MM}mm; font-size: 10.5pt; }
@media print { #${ORDER_SLIP_ID} { width: auto; } }
#${ORDER_SLIP_ID} .pick-reference { font-size: 22pt; }
#${ORDER_SLIP_ID} .pick-lines > li { grid-template-columns: 6mm minmax(18mm, max-content) 1fr; }
#${ORDER_SLIP_ID} .pick-quantity { font-size: 13pt; }
#${ORDER_SLIP_ID} .pick-name { font-size: 12pt; }
`;

/** What both papers share: a bold line to tick by pen, the quantity beside it, the details under the name. */
const LIST = `
#${ORDER_SLIP_ID} .pick-title { font-size: 10pt; font-weight: 800; text-transform: uppercase; letter-spacing: 0.06em; }
#${ORDER_SLIP_ID} .pick-reference { font-weight: 800; letter-spacing: 0.02em; }
#${ORDER_SLIP_ID} .pick-strong { font-weight: 800; }
#${ORDER_SLIP_ID} .pick-aisle {
  margin-top: 4mm; padding-bottom: 0.5mm; border-bottom: 1.5pt solid #000;
  font-size: 10.5pt; font-weight: 800; text-transform: uppercase; letter-spacing: 0.04em;
  break-after: avoid;
}
#${ORDER_SLIP_ID} .pick-lines { list-style: none; }
#${ORDER_SLIP_ID} .pick-lines > li {
  display: grid; column-gap: 2mm; align-items: start; padding: 2mm 0; border-bottom: 0.75pt dashed #000;
  break-inside: avoid;
}
#${ORDER_SLIP_ID} .pick-box { display: block; width: 4.5mm; height: 4.5mm; margin-top: 0.8mm; border: 1.5pt solid #000; }
#${ORDER_SLIP_ID} .pick-quantity { font-weight: 800; white-space: nowrap; line-height: 1.2; }
#${ORDER_SLIP_ID} .pick-name { font-weight: 700; line-height: 1.2; overflow-wrap: anywhere; }
#${ORDER_SLIP_ID} .pick-detail { font-size: 9.5pt; overflow-wrap: anywhere; }
#${ORDER_SLIP_ID} .pick-codes { font-size: 9.5pt; font-variant-numeric: tabular-nums; letter-spacing: 0.03em; overflow-wrap: anywhere; }
#${ORDER_SLIP_ID} .pick-code { white-space: nowrap; }
#${ORDER_SLIP_ID} .pick-if-out { font-size: 10pt; font-weight: 700; overflow-wrap: anywhere; }
#${ORDER_SLIP_ID} .pick-blank { display: inline-block; width: 22mm; border-bottom: 1pt solid #000; vertical-align: baseline; }
#${ORDER_SLIP_ID} .pick-weigh { margin-top: 1.5mm; font-weight: 700; }
#${ORDER_SLIP_ID} .pick-notes-label { margin-top: 4mm; font-size: 10pt; font-weight: 800; text-transform: uppercase; letter-spacing: 0.06em; }
#${ORDER_SLIP_ID} .pick-notes { border: 2pt solid #000; padding: 2mm; font-weight: 700; white-space: pre-line; overflow-wrap: anywhere; }
#${ORDER_SLIP_ID} .pick-signature { display: flex; align-items: baseline; gap: 2mm; margin-top: 8mm; font-weight: 700; break-inside: avoid; }
#${ORDER_SLIP_ID} .pick-signature .pick-blank { flex: 1; }
`;

/** The stylesheet for `paper`; on a roll, `pageLengthMm` is the list's measured length (null while it is measured). */
export function pickListCss(paper: PickListPaper, pageLengthMm: number | null): string {
  return paper === 'roll' ? `${PRINT_ALONE_CSS}${LIST}${ROLL}${pageRule(pageLengthMm)}` : `${PRINT_ALONE_CSS}${LIST}${SHEET}`;
}
