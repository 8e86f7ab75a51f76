import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Message, MessagePart } from './message.ts';

/**
 * ICU MessageFormat text → the compact JSON a page carries (message.ts). Run where messages are
 * gathered (the built pages, the servers), never in a browser: the parser stays off the pages.
 * Throws on a message ICU cannot read, naming it (the messages test compiles every one).
 */
export function compileMessage(text: string, key = ''): Message {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text, { requiresOtherClause: true });
  } catch (error) {
    throw new Error(`The message ${key} is not valid ICU MessageFormat: ${(error as Error).message}`);
  }
  return simplify(elements.map(toPart));
}

function simplify(parts: MessagePart[]): Message {
  const merged: MessagePart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  if (merged.length === 0) return '';
  if (merged.length === 1 && typeof merged[0] === 'string') return merged[0];
  return merged;
}

function toPart(element: MessageFormatElement): MessagePart {
  switch (element.type) {
    case TYPE.literal:
      return element.value;
    case TYPE.argument:
      return [element.value];
    case TYPE.number:
      return typeof element.style === 'string' ? [element.value, 'number', element.style] : [element.value, 'number'];
    case TYPE.date:
    case TYPE.time:
      throw new Error(
        `{${element.value}, ${element.type === TYPE.date ? 'date' : 'time'}}: pass the date or time already written (the shop's clock writes it)`,
      );
    case TYPE.plural:
      if (element.pluralType === 'ordinal') throw new Error(`{${element.value}, selectordinal}: ordinals are not supported`);
      return [element.value, 'plural', element.offset, optionsOf(element.options)];
    case TYPE.select:
      return [element.value, 'select', optionsOf(element.options)];
    case TYPE.pound:
      return 0;
    case TYPE.tag:
      return [element.value, 'tag', simplify(element.children.map(toPart))];
  }
}

function optionsOf(options: Record<string, { value: MessageFormatElement[] }>): Record<string, Message> {
  return Object.fromEntries(Object.entries(options).map(([key, option]) => [key, simplify(option.value.map(toPart))]));
}
