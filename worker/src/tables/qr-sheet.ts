import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { darkRuns, QUIET_ZONE_MODULES, qrModules } from './qr-code.ts';
import type { QrCard } from './qr-svg.ts';

/** A4 in points, two codes across and three down: each card is cut out at about 87 × 86 mm. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const COLUMNS = 2;
const ROWS = 3;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const CARD_WIDTH = (PAGE[0] - MARGIN * 2) / COLUMNS;
const CARD_HEIGHT = (PAGE[1] - MARGIN * 2) / ROWS;
const CODE_SIZE = 150;
const INK = rgb(0, 0, 0);
const MUTED = rgb(0.25, 0.25, 0.25);
const CUT_LINE = rgb(0.75, 0.75, 0.75);

/**
 * GET /api/tables/qr.pdf: the tables' cards, six to an A4 page, each with the shop's name, the
 * table's name, its code drawn as vector squares and the line under it. The PDF's standard fonts
 * embed nothing and weigh nothing, but write only Latin text (WinAnsi): other characters are left
 * out (`writableText`), and where nothing is left the card does without that line, or says
 * `fallbackScanLine` instead. The SVG of one table writes every script.
 */
export async function tablesQrSheet(
  cards: readonly QrCard[],
  { title, fallbackScanLine }: { title: string; fallbackScanLine: string },
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Doorstep');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts = { regular, bold, fallbackScanLine };
  if (cards.length === 0) pdf.addPage(PAGE);
  cards.forEach((card, index) => {
    const slot = index % CARDS_PER_PAGE;
    const page = slot === 0 ? pdf.addPage(PAGE) : pdf.getPage(pdf.getPageCount() - 1);
    const column = slot % COLUMNS;
    const row = Math.floor(slot / COLUMNS);
    drawCard(page, card, MARGIN + column * CARD_WIDTH, PAGE[1] - MARGIN - row * CARD_HEIGHT, fonts);
  });
  // pdf-lib writes into an ArrayBuffer of its own; its types predate the shared-buffer distinction.
  return (await pdf.save()) as Uint8Array<ArrayBuffer>;
}

/** One card, its top left corner at (left, top) in the page's points (origin at the bottom). */
function drawCard(
  page: PDFPage,
  card: QrCard,
  left: number,
  top: number,
  fonts: { regular: PDFFont; bold: PDFFont; fallbackScanLine: string },
) {
  page.drawRectangle({
    x: left,
    y: top - CARD_HEIGHT,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    borderColor: CUT_LINE,
    borderWidth: 0.5,
    borderDashArray: [4, 4],
  });
  const centre = left + CARD_WIDTH / 2;
  const line = (text: string, font: PDFFont, size: number, y: number, color = INK) => {
    const fitted = fitToWidth(text, font, size, CARD_WIDTH - 24);
    if (fitted !== '') page.drawText(fitted, { x: centre - font.widthOfTextAtSize(fitted, size) / 2, y, size, font, color });
  };
  line(writableText(card.shopName, fonts.regular), fonts.regular, 12, top - 30, MUTED);
  line(writableText(card.tableName, fonts.bold), fonts.bold, 20, top - 56);
  drawCode(page, card.url, centre - CODE_SIZE / 2, top - 70 - CODE_SIZE);
  line(writableText(card.scanToOrder, fonts.bold) || fonts.fallbackScanLine, fonts.bold, 11, top - 70 - CODE_SIZE - 16);
}

/** The code as black rectangles, one per run of dark modules: vector, sharp at any print size. */
function drawCode(page: PDFPage, url: string, left: number, bottom: number) {
  const modules = qrModules(url);
  const module = CODE_SIZE / (modules.length + QUIET_ZONE_MODULES * 2);
  const top = bottom + CODE_SIZE;
  for (const [y, x, length] of darkRuns(modules)) {
    page.drawRectangle({
      x: left + (x + QUIET_ZONE_MODULES) * module,
      y: top - (y + QUIET_ZONE_MODULES + 1) * module,
      width: length * module,
      height: module,
      color: INK,
    });
  }
}

/**
 * `text` in the characters `font` can write: each other one as its letter without accents when
 * the font has that ("Ł" has none, "ő" becomes "o"), else left out; spaces left doubled are
 * closed up. Empty when nothing writable is left (a name all in Arabic or Japanese).
 */
export function writableText(text: string, font: PDFFont): string {
  const writable = new Set(font.getCharacterSet());
  const can = (char: string) => writable.has(char.codePointAt(0)!);
  const kept = [...text.normalize('NFC')].map((char) => {
    if (can(char)) return char;
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    return base !== '' && [...base].every(can) ? base : ' ';
  });
  const joined = kept.join('').replace(/\s+/g, ' ').trim();
  return /[\p{L}\p{N}]/u.test(joined) ? joined : '';
}

/** `text` cut with an ellipsis where it would run past `width`. */
function fitToWidth(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
