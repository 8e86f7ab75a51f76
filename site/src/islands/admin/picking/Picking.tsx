import { PickOrder } from './PickOrder.tsx';
import { PickQueue } from './PickQueue.tsx';

/**
 * The Picking screen (docs/product/picking.md): `/admin/pick` lists the orders waiting to be picked;
 * `/admin/pick?order=<id>` picks one. Staff reach an order from the desk's "Pick" or from the list.
 */
export function Picking() {
  const orderId = new URLSearchParams(window.location.search).get('order');
  return orderId ? <PickOrder orderId={orderId} /> : <PickQueue />;
}
