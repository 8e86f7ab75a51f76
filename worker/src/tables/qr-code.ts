import { encode } from 'uqr';

/**
 * The dark modules of a QR code for `text`, row by row, without the quiet zone: the sheet and the
 * SVG draw them as squares, so the code stays vector and sharp at any print size. Level Q recovers
 * a quarter of the code, for a card on a table that gets splashed and scuffed.
 */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: 'Q', border: 0 }).data;
}

/** The quiet zone around a code, in modules: the white margin scanners need (ISO/IEC 18004). */
export const QUIET_ZONE_MODULES = 4;

/** Each row's runs of dark modules, as [row, first column, length]: one rectangle a run, not one a module. */
export function darkRuns(modules: readonly (readonly boolean[])[]): [number, number, number][] {
  const runs: [number, number, number][] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      runs.push([y, start, x - start]);
    }
  });
  return runs;
}
