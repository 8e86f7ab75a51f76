import type { Order } from '../../../../../domain/order.ts';
import type { SlipShop } from '../../../../../domain/print/order-slips.ts';
import { OrderSlip, type SlipKind } from './OrderSlip.tsx';
import { printAlone } from './print-alone.tsx';
import { loadSlipShop, slipShopIfLoaded } from './slip-shop.ts';

/** An order's kitchen ticket or receipt on 80 mm paper, printed alone (./print-alone.tsx). */

export type { SlipKind };

/** Renders the slip for 80 mm paper, as long as itself, and opens the print dialog. */
export function printOrderSlip(order: Order, kind: SlipKind, shop: SlipShop): void {
  printAlone((length) => <OrderSlip order={order} kind={kind} shop={shop} pageLengthMm={length} />, true);
}

/** Prints a slip with the shop's details, asking the server for them the first time. */
export async function printSlip(order: Order, kind: SlipKind): Promise<void> {
  // Already known: print inside the click that asked, with no wait.
  const shop = slipShopIfLoaded() ?? (await loadSlipShop());
  printOrderSlip(order, kind, shop);
}

/** The kitchen's ticket for an order: what the order desk prints when it accepts one. */
export function printKitchenTicket(order: Order): Promise<void> {
  return printSlip(order, 'ticket');
}

/** The customer's receipt for an order. */
export function printCustomerReceipt(order: Order): Promise<void> {
  return printSlip(order, 'receipt');
}
