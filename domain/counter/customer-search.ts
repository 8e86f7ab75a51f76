import type { MessageKey } from '../i18n/messages/index.ts';

/**
 * Finding a customer as a phone order is taken (docs/product/counter-orders.md): by any part of
 * their name or e-mail, or by the digits of their phone however it was written ("(217) 555-0100",
 * "217 555 0100" and "2175550100" are one number).
 */

export const CUSTOMER_SEARCH_MESSAGES = {
  queryShort: 'answers-counter.customerQueryShort',
} as const satisfies Record<string, MessageKey>;

/** The fewest letters or digits a search takes: one matches half the shop's customers. */
export const CUSTOMER_QUERY_MIN = 2;
/** How many customers a search answers: a desk picks from a short list. */
export const CUSTOMERS_FOUND_MAX = 10;

export interface CustomerQuery {
  /** Lower-cased, as names and e-mails are compared. */
  text: string;
  /** The digits typed, when the query is a phone number (at least CUSTOMER_QUERY_MIN of them); null otherwise. */
  digits: string | null;
}

/** Only a phone number's characters: digits, spaces, + ( ) - and dots. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

export function customerQuery(typed: string): CustomerQuery {
  const text = typed.trim().toLowerCase();
  const digits = PHONE_LIKE.test(text) ? text.replace(/\D/g, '') : '';
  return { text, digits: digits.length >= CUSTOMER_QUERY_MIN ? digits : null };
}

/** Whether a query has enough in it to search by: letters, or digits. */
export function isSearchable(query: CustomerQuery): boolean {
  return query.digits !== null || query.text.replace(/[\s@.+()-]/g, '').length >= CUSTOMER_QUERY_MIN;
}
