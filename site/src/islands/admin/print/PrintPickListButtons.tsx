import { useEffect, useState } from 'react';
import type { PickSheet } from '../../../../../domain/contracts/pick-sheet.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import { type MessageKey, t } from '../../../i18n/t.ts';
import { failureMessage } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import type { PickListPaper } from './pick-list-styles.ts';
import { printPickList } from './print-pick-list.tsx';
import { loadSlipShop } from './slip-shop.ts';

/** The order whose picking list is printed: by its id (its sheet is read when a button is pressed), or its sheet at hand. */
export type PickListSource = { orderId: string; sheet?: undefined } | { sheet: PickSheet; orderId?: undefined };

const PAPERS = [
  { paper: 'roll', text: 'pick-list.printRoll', label: 'pick-list.printRollLabel' },
  { paper: 'sheet', text: 'pick-list.printSheet', label: 'pick-list.printSheetLabel' },
] as const satisfies readonly { paper: PickListPaper; text: MessageKey; label: MessageKey }[];

/**
 * "Print picking list (80 mm)" and "Print picking list (A4)" for one grocery order. Their names
 * carry the order's reference (a list of orders has many of each) and start with the words shown,
 * as speech input expects. A sheet that cannot be read is said in a toast.
 */
export function PrintPickListButtons({ className = '', ...source }: PickListSource & { className?: string }) {
  const reference = orderReference(source.sheet?.order._id ?? source.orderId ?? '');
  const [printing, setPrinting] = useState<PickListPaper | null>(null);

  // The shop's details are read ahead (once per page), as the slips' buttons do.
  useEffect(() => {
    void loadSlipShop();
  }, []);

  const print = async (paper: PickListPaper) => {
    if (printing) return;
    setPrinting(paper);
    try {
      await printPickList(source.sheet ?? source.orderId ?? '', paper);
    } catch (error) {
      toast.error(failureMessage(error, t('pick-list.loadFailed')));
    } finally {
      setPrinting(null);
    }
  };

  return (
    <>
      {PAPERS.map(({ paper, text, label }) => (
        <button
          key={paper}
          type="button"
          aria-label={t(label, { reference })}
          aria-busy={printing === paper || undefined}
          onClick={() => void print(paper)}
          className={className}
        >
          {t(text)}
        </button>
      ))}
    </>
  );
}
