import type { Message, MessagePart, MessageValues } from './message.ts';

/**
 * Writes a compiled message (message.ts) in `locale`: arguments, numbers through Intl, plurals
 * through Intl.PluralRules, selects. Dates and times come as values already written (the shop's
 * clock decides them), so no page carries a date formatter for messages. Tags keep their text here
 * (formatParts gives them to the caller). Shared by the islands, the built pages and the servers.
 */
export function formatMessage(locale: string, message: Message, values: MessageValues = {}): string {
  return formatParts(locale, message, values, (_tag, children) => children.join('')).join('');
}

/** A message's pieces, with each tag's content handed to `tag` (a link, bold text). */
export function formatParts<T>(
  locale: string,
  message: Message,
  values: MessageValues,
  tag: (name: string, children: (string | T)[]) => string | T,
  pound?: number,
): (string | T)[] {
  if (typeof message === 'string') return [message];
  const out: (string | T)[] = [];
  for (const part of message) {
    if (typeof part === 'string') out.push(part);
    else if (part === 0) out.push(pound === undefined ? '#' : numberFormat(locale).format(pound));
    else out.push(...formatPart(locale, part, values, tag, pound));
  }
  return out;
}

function formatPart<T>(
  locale: string,
  part: Exclude<MessagePart, string | 0>,
  values: MessageValues,
  tag: (name: string, children: (string | T)[]) => string | T,
  pound: number | undefined,
): (string | T)[] {
  const [name] = part;
  const value = values[name];
  if (part.length === 1)
    return [value === undefined ? `{${name}}` : typeof value === 'number' ? numberFormat(locale).format(value) : String(value)];
  switch (part[1]) {
    case 'number':
      return [typeof value === 'number' ? numberFormat(locale, part[2]).format(value) : String(value ?? '')];
    case 'plural': {
      const count = Number(value);
      const offset = part[2];
      const options = part[3];
      const exact = options[`=${count}`];
      const chosen = exact ?? options[pluralRules(locale).select(count - offset)] ?? options.other;
      return chosen === undefined ? [] : formatParts(locale, chosen, values, tag, count - offset);
    }
    case 'select': {
      const chosen = part[2][String(value)] ?? part[2].other;
      return chosen === undefined ? [] : formatParts(locale, chosen, values, tag, pound);
    }
    case 'tag':
      return [tag(name, formatParts(locale, part[2], values, tag, pound))];
  }
}

// Intl's formatters are slow to make and cheap to use: one per locale and style.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRuleSets = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string, style?: string): Intl.NumberFormat {
  const key = `${locale}|${style ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      style === 'percent' ? { style: 'percent' } : style === 'integer' ? { maximumFractionDigits: 0 } : {},
    );
    numberFormats.set(key, format);
  }
  return format;
}

function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRuleSets.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRuleSets.set(locale, rules);
  }
  return rules;
}
