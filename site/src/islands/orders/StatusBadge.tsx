import type { HandOverType } from '../../../../domain/fulfilment/settings.ts';
import { orderStatusTone, paymentStatusTone, type StatusTone } from '../../../../domain/order-status.ts';
import { orderStatusText, paymentStatusText } from './order-text.ts';

/**
 * Each tone as a pale fill with dark text: every pair is above 7:1 (WCAG AAA for small text),
 * and the colour is never the only signal, since the status is written in the badge.
 */
export const TONE_CLASSES: Record<StatusTone, string> = {
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  teal: 'bg-teal-100 text-teal-900 ring-teal-300',
  violet: 'bg-violet-100 text-violet-900 ring-violet-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  gray: 'bg-stone-100 text-stone-800 ring-stone-300',
};

interface Props {
  /** The status as the API sent it; missing shows 'N/A' in grey. */
  status: string | null | undefined;
  /** Order statuses and payment statuses have their own colours (domain/order-status.ts). */
  kind?: 'order' | 'payment';
  /** A handed-over pickup reads 'Collected'. */
  fulfilmentType?: HandOverType | undefined;
  className?: string;
}

/** A status written in its colour (pending yellow, processing blue…) and in words ('Pending confirmation'). */
export function StatusBadge({ status, kind = 'order', fulfilmentType, className = '' }: Props) {
  const [tone, label] =
    kind === 'order'
      ? [orderStatusTone(status), orderStatusText(status, fulfilmentType)]
      : [paymentStatusTone(status), paymentStatusText(status)];
  return (
    <span
      data-tone={tone}
      data-status-kind={kind}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ring-1 ring-inset ${TONE_CLASSES[tone]} ${className}`}
    >
      {label}
    </span>
  );
}
