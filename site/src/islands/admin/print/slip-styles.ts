/** The id of the element a slip or a picking list is printed from: a child of <body>, the only one shown while printing. */
export const ORDER_SLIP_ID = 'order-slip';

/** Paper roll width; receipt printers print about 72 mm of it, hence the 4 mm sides. */
export const SLIP_WIDTH_MM = 80;

/**
 * The page is exactly the slip: 80 mm wide and as long as the slip (a receipt printer's roll
 * cuts after it). CSS cannot say "80 mm wide, as long as the content": `size: 80mm auto` is not
 * valid and Chromium drops it, so the length is measured and written in.
 */
export function pageRule(lengthMm: number | null): string {
  return lengthMm === null ? '' : `@page { size: ${SLIP_WIDTH_MM}mm ${lengthMm}mm; margin: 0; }`;
}

/**
 * What every printed element's stylesheet starts with (slips and picking lists): on screen it is
 * laid out (to be measured) but invisible; in print it is all there is. Black on white in a plain
 * sans-serif, every element's own spacing set by the rules that follow.
 */
export const PRINT_ALONE_CSS = `
#${ORDER_SLIP_ID} {
  box-sizing: border-box;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  line-height: 1.3; color: #000; background: #fff;
  -webkit-print-color-adjust: exact; print-color-adjust: exact;
}
/* No weight, so each rule below sets its own spacing. */
:where(#${ORDER_SLIP_ID} *) { box-sizing: border-box; margin: 0; padding: 0; color: #000; }
@media screen {
  #${ORDER_SLIP_ID} { position: fixed; top: 0; inset-inline-start: 0; visibility: hidden; pointer-events: none; z-index: -1; }
}
@media print {
  html, body { margin: 0 !important; padding: 0 !important; min-height: 0 !important; height: auto !important; background: #fff !important; }
  body > :not(#${ORDER_SLIP_ID}) { display: none !important; }
  #${ORDER_SLIP_ID} { position: static; visibility: visible; }
}
`;

/**
 * The slip's own stylesheet, present only while a slip is in the page: 80 mm wide, and the
 * ticket's dishes large enough to read at arm's length.
 */
export const SLIP_CSS = `${PRINT_ALONE_CSS}
#${ORDER_SLIP_ID} { width: ${SLIP_WIDTH_MM}mm; padding: 4mm 4mm 6mm; font-size: 11pt; }
#${ORDER_SLIP_ID} .slip-rule { border: 0; border-top: 1.5pt dashed #000; margin: 3mm 0; }
#${ORDER_SLIP_ID} .slip-row { display: flex; justify-content: space-between; gap: 3mm; }
#${ORDER_SLIP_ID} .slip-row > :last-child { text-align: end; white-space: nowrap; }
#${ORDER_SLIP_ID} .slip-reference { font-size: 26pt; font-weight: 800; letter-spacing: 0.02em; }
#${ORDER_SLIP_ID} .slip-handover { display: inline-block; border: 2pt solid #000; padding: 0.5mm 2mm; font-size: 18pt; font-weight: 800; }
#${ORDER_SLIP_ID} .slip-location { font-size: 14pt; font-weight: 800; }
#${ORDER_SLIP_ID} .slip-due { font-size: 18pt; font-weight: 800; margin-top: 2mm; }
#${ORDER_SLIP_ID} .slip-due-time { font-size: 15pt; font-weight: 800; margin-bottom: 1mm; }
#${ORDER_SLIP_ID} .slip-lines { list-style: none; }
#${ORDER_SLIP_ID} .slip-lines > li + li { margin-top: 2.5mm; }
#${ORDER_SLIP_ID} .slip-dish { font-size: 17pt; font-weight: 800; line-height: 1.2; overflow-wrap: anywhere; }
#${ORDER_SLIP_ID} .slip-options { list-style: none; padding-inline-start: 6mm; font-size: 13pt; font-weight: 600; }
#${ORDER_SLIP_ID} .slip-notes { border: 2pt solid #000; padding: 2mm; font-size: 14pt; font-weight: 700; white-space: pre-line; overflow-wrap: anywhere; }
#${ORDER_SLIP_ID} .slip-label { font-size: 10pt; font-weight: 800; text-transform: uppercase; letter-spacing: 0.06em; }
#${ORDER_SLIP_ID} .slip-shop { text-align: center; }
#${ORDER_SLIP_ID} .slip-shop-name { font-size: 16pt; font-weight: 800; }
#${ORDER_SLIP_ID} .slip-small { font-size: 9pt; }
#${ORDER_SLIP_ID} .slip-item { font-weight: 700; overflow-wrap: anywhere; }
#${ORDER_SLIP_ID} .slip-item-detail { padding-inline-start: 5mm; font-size: 9.5pt; }
#${ORDER_SLIP_ID} .slip-total { font-size: 14pt; font-weight: 800; border-top: 1.5pt solid #000; padding-top: 1.5mm; margin-top: 1.5mm; }
#${ORDER_SLIP_ID} .slip-center { text-align: center; }
#${ORDER_SLIP_ID} .slip-thanks { margin-top: 4mm; text-align: center; }
`;
