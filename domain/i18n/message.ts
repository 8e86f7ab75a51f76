/**
 * A message compiled from ICU MessageFormat (compile.ts) into plain JSON, so a page can carry its
 * messages as data and a 1 KB formatter (format.ts) writes them; no parser reaches a browser.
 *
 *   "Hello"                           → "Hello"
 *   "Hi {name}"                       → ["Hi ", ["name"]]
 *   "{n, number}"                     → [["n", "number"]]
 *   "{n, plural, one {# dish} other {# dishes}}"
 *                                     → [["n", "plural", 0, { one: [0, " dish"], other: [0, " dishes"] }]]
 *   "{kind, select, a {…} other {…}}" → [["kind", "select", { a: …, other: … }]]
 *   "Read the <terms>terms</terms>"   → ["Read the ", ["terms", "tag", "terms"]]
 * `0` stands for `#`, the plural's number. Dates, times and ordinals are refused (compile.ts):
 * a message takes them already written.
 */
export type Message = string | readonly MessagePart[];

export type MessagePart =
  | string
  | 0
  | readonly [name: string]
  | readonly [name: string, kind: 'number', style?: string]
  | readonly [name: string, kind: 'plural', offset: number, options: Readonly<Record<string, Message>>]
  | readonly [name: string, kind: 'select', options: Readonly<Record<string, Message>>]
  | readonly [name: string, kind: 'tag', children: Message];

/** A page's or a server's messages: key (`namespace.key`) → compiled message. */
export type MessageTable = Readonly<Record<string, Message>>;

export type MessageValue = string | number;
export type MessageValues = Readonly<Record<string, MessageValue>>;
