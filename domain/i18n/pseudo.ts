import type { Message, MessagePart } from './message.ts';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ğ',
  h: 'ħ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  G: 'Ğ',
  H: 'Ħ',
  I: 'Î',
  K: 'Ķ',
  L: 'Ļ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

/** The marks that open and close every pseudo message: a page's text outside them did not come from the messages. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/**
 * English made strange but readable: accented, longer (as German and French run),
 * and bracketed, so a screen in it shows which words bypassed the messages and which layouts
 * break on longer text.
 */
export function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return message === '' ? '' : `${PSEUDO_OPEN}${accent(message)}${PSEUDO_CLOSE}`;
  return [PSEUDO_OPEN, ...message.map(pseudoPart), PSEUDO_CLOSE];
}

function pseudoPart(part: MessagePart): MessagePart {
  if (typeof part === 'string') return accent(part);
  if (part === 0 || part.length === 1) return part;
  if (part[1] === 'plural') return [part[0], 'plural', part[2], mapOptions(part[3])];
  if (part[1] === 'select') return [part[0], 'select', mapOptions(part[2])];
  if (part[1] === 'tag') return [part[0], 'tag', innerPseudo(part[2])];
  return part;
}

function mapOptions(options: Readonly<Record<string, Message>>): Record<string, Message> {
  return Object.fromEntries(Object.entries(options).map(([key, value]) => [key, innerPseudo(value)]));
}

function innerPseudo(message: Message): Message {
  return typeof message === 'string' ? accent(message) : message.map(pseudoPart);
}

function accent(text: string): string {
  let out = '';
  let vowels = 0;
  for (const char of text) {
    out += ACCENTED[char] ?? char;
    // Every third vowel doubled: the text grows by about a sixth.
    if ('aeiouAEIOU'.includes(char) && ++vowels % 3 === 0) out += ACCENTED[char] ?? char;
  }
  return out;
}
