import { t } from '../../i18n/t.ts';
import { isFood, type Food } from '../../../../domain/food.ts';
import { addLines, planOrderAgain, type OrderAgainPlan } from '../../../../domain/order-again.ts';
import { orderCurrencyOf } from '../../../../domain/contracts/order-amounts.ts';
import type { Order } from '../../../../domain/order.ts';
import { callApi } from '../../lib/api.ts';
import { $cart } from '../../stores/cart.ts';

/**
 * The "Order again" action: reads the menu as it is now (GET /api/foods, as the checkout does when
 * prices moved) and puts what can still be ordered in the cart. Kept beside the order islands,
 * not in stores/, whose code every page loads (decision 003).
 */

async function currentMenu(): Promise<Food[]> {
  const answer: unknown = await callApi('GET', '/api/foods');
  // Anything but a list would make every dish look gone: better to say the menu did not load.
  if (!Array.isArray(answer)) throw new Error(t('orders.menuFailed'));
  return answer.filter(isFood);
}

/** Adds the order's lines that can be ordered now to the cart; says what was left out and what costs another price. */
export async function orderAgain(order: Pick<Order, 'products' | 'currency'>): Promise<OrderAgainPlan> {
  const plan = planOrderAgain(order.products, await currentMenu(), orderCurrencyOf(order));
  if (plan.lines.length > 0) $cart.set(addLines($cart.get(), plan.lines));
  return plan;
}
