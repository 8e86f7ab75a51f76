import type { OrderAnswer } from './contracts/order-answer.ts';

/**
 * An order as the API speaks it (decimal amounts in its currency, dates as ISO 8601): the answer
 * schema of ./contracts/order-answer.ts, named by its parts for the code that reads one.
 */
export type Order = OrderAnswer;
export type OrderProduct = Order['products'][number];
export type OrderProductOption = OrderProduct['options'][number];
/** 'ready_time': the desk moved the ready time; `status` is the new one (ISO 8601). */
export type OrderStatusChange = Order['statusHistory'][number];
export type OrderPaymentDetails = Order['paymentDetails'];
/** How an order is handed over: delivery or pickup, the chosen slot (null: as soon as possible) and the promised time. */
export type OrderFulfilmentView = Order['fulfilment'];
