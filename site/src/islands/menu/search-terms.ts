/**
 * The words the menu's search compares (./menu-search-index.ts), and how a typed word reaches
 * them: its start ('pan' finds paneer) or one slipped letter ('tandori').
 */

/** Where one word ends and the next starts: spaces and punctuation, as 'buttermilk-fried' is two words. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** A text's words as searched: accents dropped ('jalapenos' finds Jalapeños), lower case. */
export function searchTerms(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .split(SPACE_OR_PUNCTUATION)
    .filter((term) => term !== '');
}

/** Whether `typed` becomes `term` by exactly one letter added, dropped or changed (Levenshtein distance 1). */
export function oneEditApart(typed: string, term: string): boolean {
  const difference = term.length - typed.length;
  if (difference > 1 || difference < -1) return false;
  let at = 0;
  const shorter = Math.min(typed.length, term.length);
  while (at < shorter && typed.charCodeAt(at) === term.charCodeAt(at)) at++;
  if (difference === 0) return at < typed.length && sameFrom(typed, at + 1, term, at + 1);
  // One letter added to the typed word, or one dropped from it: the rest lines up one place over.
  return difference === 1 ? sameFrom(typed, at, term, at + 1) : sameFrom(typed, at + 1, term, at);
}

function sameFrom(a: string, from: number, b: string, bFrom: number): boolean {
  if (a.length - from !== b.length - bFrom) return false;
  for (let offset = 0; from + offset < a.length; offset++) {
    if (a.charCodeAt(from + offset) !== b.charCodeAt(bFrom + offset)) return false;
  }
  return true;
}

/** Where the terms starting with `prefix` are in `sorted` (sorted by code unit): from `start`, before `end`. */
export function prefixRange(sorted: readonly string[], prefix: string): { start: number; end: number } {
  const start = firstNotBefore(sorted, prefix);
  let end = start;
  while (end < sorted.length && sorted[end]!.startsWith(prefix)) end++;
  return { start, end };
}

function firstNotBefore(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
