import { useEffect } from 'react';
import type { Order } from '../../../../../domain/order.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import { t } from '../../../i18n/t.ts';
import { printSlip } from './print-order-slip.tsx';
import { loadSlipShop } from './slip-shop.ts';

/**
 * "Print ticket" and "Print receipt" for one order. Their names carry the order's reference (a
 * list of orders has many of each) and start with the words shown, as speech input expects.
 */
export function PrintSlipButtons({ order, className }: { order: Order; className: string }) {
  const reference = orderReference(order._id);

  // The shop's details are read ahead (once per page), so the first print needs no wait.
  useEffect(() => {
    void loadSlipShop();
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label={t('admin.printTicketLabel', { reference })}
        onClick={() => void printSlip(order, 'ticket')}
        className={className}
      >
        {t('admin.printTicket')}
      </button>
      <button
        type="button"
        aria-label={t('admin.printReceiptLabel', { reference })}
        onClick={() => void printSlip(order, 'receipt')}
        className={className}
      >
        {t('admin.printReceipt')}
      </button>
    </>
  );
}
