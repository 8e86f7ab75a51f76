import type { OrderProduct } from '../../domain/order.ts';

/** 1.5 kg of tomatoes at 4.49 per kg, 6.74 half up: a line sold by weight as the order answers it. */
export const WEIGHED_LINE: OrderProduct = {
  productId: 'vine-tomatoes',
  name: 'Vine Tomatoes',
  price: 4.49,
  quantity: 1.5,
  soldBy: 'weight',
  unit: 'kg',
  amount: 6.74,
  image: '',
  options: [],
  taxRate: 0,
  refundedQuantity: 0,
  substitution: { mode: 'none' },
  picked: null,
};

/**
 * A line sold by the unit as the order answers it: the fields a test gives, the rest plain; its
 * amount is price × quantity unless given.
 */
export function anOrderLine(fields: Partial<OrderProduct> & Pick<OrderProduct, 'productId' | 'name' | 'price' | 'quantity'>): OrderProduct {
  return {
    soldBy: 'unit',
    unit: null,
    amount: Math.round(fields.price * fields.quantity * 100) / 100,
    image: '',
    options: [],
    taxRate: 0,
    refundedQuantity: 0,
    substitution: { mode: 'none' },
    picked: null,
    ...fields,
  };
}
