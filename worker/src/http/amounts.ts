import { dollarsToCents, type Cents } from '../../../domain/money.ts';

/**
 * The API speaks dollars with two decimals (what people type and read); everything behind it —
 * services, the database, the pricing rules — works in integer cents. Each resource's request
 * schemas (worker/src/<resource>/request.ts) turn a body's dollars into cents as they read it, and
 * its answer.ts turns cents back into dollars as an answer is written: those two places, and no others, convert.
 */

/** An optional amount in cents: absent stays absent, null stays null (a cleared field). */
export function optionalCents<Amount extends number | null | undefined>(dollars: Amount): Amount extends number ? Cents : Amount {
  return (typeof dollars === 'number' ? dollarsToCents(dollars) : dollars) as Amount extends number ? Cents : Amount;
}

export { dollarsToCents };
