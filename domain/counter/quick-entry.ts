/**
 * What the New order screen's dish box reads (docs/product/counter-orders.md): a number before or
 * after the words is how many — "2 marg", "2x marg", "marg x2", "marg 2" — so a dish and its count
 * go in one line of typing; the words are what to search for. A number alone is searched as it is,
 * and so is the start of a dish's name that begins with a number ("7 Up"): `startsAName` says which.
 */
export interface QuickEntry {
  quantity: number;
  query: string;
}

/** The most a typed count may say: more is a slip of the keyboard, searched as words. */
const MOST_TYPED = 99;

const LEADING = /^(\d{1,2})\s*[x×*]?\s+(\S.*)$/i;
const LEADING_X = /^(\d{1,2})[x×*](\S.*)$/i;
const TRAILING = /^(.*\S)\s+[x×*]?\s*(\d{1,2})$/i;

export function readQuickEntry(typed: string, startsAName: (text: string) => boolean = () => false): QuickEntry {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (startsAName(text)) return { quantity: 1, query: text };
  const match = LEADING.exec(text) ?? LEADING_X.exec(text);
  if (match) return counted(Number(match[1]), match[2]!, text);
  const trailing = TRAILING.exec(text);
  if (trailing) return counted(Number(trailing[2]), trailing[1]!, text);
  return { quantity: 1, query: text };
}

function counted(quantity: number, words: string, text: string): QuickEntry {
  // Only a count of at least 1, beside words with a letter in them, is a count.
  if (quantity < 1 || quantity > MOST_TYPED || !/\p{L}/u.test(words)) return { quantity: 1, query: text };
  return { quantity, query: words.trim() };
}
