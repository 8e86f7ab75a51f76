import { escapeHtml } from '../../../domain/escape-html.ts';
import { darkRuns, QUIET_ZONE_MODULES, qrModules } from './qr-code.ts';

/** What a table's code says around it: the shop, the table, and what to do with it. */
export interface QrCard {
  shopName: string;
  tableName: string;
  url: string;
  scanToOrder: string;
}

const WIDTH = 300;
const CODE_SIZE = 220;
const CODE_TOP = 78;
const HEIGHT = CODE_TOP + CODE_SIZE + 40;

/**
 * GET /api/tables/{id}/qr.svg: one table's card as SVG, its code one path of squares. Text is
 * the viewer's to set, so every script prints (the PDF's standard fonts cannot: ./qr-sheet.ts).
 */
export function tableQrSvg(card: QrCard): string {
  const modules = qrModules(card.url);
  const span = modules.length + QUIET_ZONE_MODULES * 2;
  const scale = CODE_SIZE / span;
  const left = (WIDTH - CODE_SIZE) / 2;
  const path = darkRuns(modules)
    .map(([y, x, length]) => `M${x + QUIET_ZONE_MODULES} ${y + QUIET_ZONE_MODULES}h${length}v1h-${length}z`)
    .join('');
  const text = (y: number, size: number, weight: number, value: string) =>
    `<text x="${WIDTH / 2}" y="${y}" font-size="${size}" font-weight="${weight}" text-anchor="middle">${escapeHtml(value)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">`,
    `<title>${escapeHtml(`${card.shopName} · ${card.tableName}`)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    '<g font-family="system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, Arial, sans-serif" fill="#111">',
    text(30, 16, 400, card.shopName),
    text(62, 24, 700, card.tableName),
    text(CODE_TOP + CODE_SIZE + 26, 16, 600, card.scanToOrder),
    '</g>',
    `<path transform="translate(${left} ${CODE_TOP}) scale(${round(scale)})" shape-rendering="crispEdges" fill="#000" d="${path}"/>`,
    '</svg>',
  ].join('');
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
