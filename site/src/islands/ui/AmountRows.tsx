export interface AmountRow {
  label: string;
  amount: string;
  /** The total: set apart and bold. */
  strong?: boolean;
}

/**
 * An order's figures as a list of terms and amounts (Subtotal, Discount, Delivery Fee, Total):
 * the cart and checkout show them large, an order on My Orders compact.
 */
export function AmountRows({ rows, compact = false }: { rows: readonly AmountRow[]; compact?: boolean }) {
  return (
    <dl className={compact ? 'space-y-1.5' : 'space-y-3 text-base'}>
      {rows.map((row) => (
        <div
          key={row.label}
          className={`flex items-baseline justify-between gap-4 ${
            row.strong
              ? `border-t border-brand-100 font-extrabold text-ink ${compact ? 'pt-2 text-base' : 'pt-3 text-lg'}`
              : 'text-ink-muted'
          }`}
        >
          <dt>{row.label}</dt>
          <dd className={row.strong ? (compact ? '' : 'text-brand-800') : 'font-semibold text-ink'}>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
