import type { Food } from '../../../../domain/food.ts';
import type { CartLine } from '../../../../domain/cart.ts';
import type { CardPaymentDetails } from '../../../../domain/payment-card.ts';
import { callApi, type ApiAnswer } from '../../lib/api.ts';

export type TableView = ApiAnswer<'/api/table/:token', 'GET'>['data'];

/** The token of the QR code this page was opened with: /table/{token}, or under a language's prefix. */
export function tableToken(pathname: string): string | null {
  const match = /\/table\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

export function readTableView(token: string): Promise<TableView> {
  return callApi('GET', '/api/table/:token', { param: { token } }).then((answer) => answer.data);
}

/** The dishes as the table's location sells them. */
export async function readTableMenu(locationId: number): Promise<Food[]> {
  const answer: unknown = await callApi('GET', '/api/foods', { query: { location: locationId } });
  return answer as Food[];
}

/**
 * Sends a round (POST /api/orders with the table's token): nothing but the dishes and notes; the
 * server knows the table, its location, and whether it pays at the end.
 */
export async function sendRound(
  token: string,
  lines: readonly CartLine[],
  notes: string,
  key: string,
  card?: { details: CardPaymentDetails | null },
) {
  return callApi('POST', '/api/orders', {
    json: {
      fulfilment: { type: 'dine_in', table: token },
      products: lines.map((line) => ({
        productId: line._id,
        name: line.name,
        quantity: line.quantity,
        ...(line.options?.length ? { options: line.options.map((option) => option.id) } : {}),
      })),
      notes,
      // Cash: the staff bring the bill (or the tab takes it). A card is paid now: the test
      // gateway's token, or with Stripe the payment the answer opens, confirmed on the page.
      paymentMethod: card ? 'card' : 'cash',
      ...(card?.details ? { paymentDetails: card.details } : {}),
    },
    headers: { 'Idempotency-Key': key },
  });
}
