import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Order } from '../../../../../domain/order.ts';
import type { SlipShop } from '../../../../../domain/print/order-slips.ts';
import { OrderSlip, type SlipKind } from './OrderSlip.tsx';
import { loadSlipShop, slipShopIfLoaded } from './slip-shop.ts';
import { ORDER_SLIP_ID } from './slip-styles.ts';

/**
 * Printing through the browser's print dialog (docs/product/printing.md): the slip is rendered
 * into its own element at the end of <body>, its stylesheet hides everything else from print
 * and sizes the page to it, and window.print() prints it. The slip goes away after printing.
 */

export type { SlipKind };

let root: Root | undefined;

/** Slack so rounding to device pixels never spills the last line onto a second page. */
const LENGTH_SLACK_MM = 2;
const MM_PER_CSS_PX = 25.4 / 96;

/** Renders the slip for 80 mm paper and opens the print dialog (or, on a kiosk-printing desk, prints at once). */
export function printOrderSlip(order: Order, kind: SlipKind, shop: SlipShop): void {
  let container = document.getElementById(ORDER_SLIP_ID);
  if (!container || !root) {
    container?.remove();
    container = document.createElement('div');
    container.id = ORDER_SLIP_ID;
    document.body.append(container);
    root = createRoot(container);
  }
  const slipRoot = root;
  // Laid out first without a page size, then measured: the page is as long as the slip.
  flushSync(() => slipRoot.render(<OrderSlip order={order} kind={kind} shop={shop} pageLengthMm={null} />));
  const length = Math.ceil(container.getBoundingClientRect().height * MM_PER_CSS_PX) + LENGTH_SLACK_MM;
  flushSync(() => slipRoot.render(<OrderSlip order={order} kind={kind} shop={shop} pageLengthMm={length} />));
  window.addEventListener('afterprint', removeOrderSlip, { once: true });
  window.print();
}

/** Takes the slip and its stylesheet out of the page (after printing). */
export function removeOrderSlip(): void {
  root?.unmount();
  root = undefined;
  document.getElementById(ORDER_SLIP_ID)?.remove();
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
