import type { ReactNode } from 'react';

/** Row buttons are coloured by what they do: edit in the brand's colour, delete or disable in red. */
const BUTTON_TONE = {
  plain: 'text-ink ring-stone-300 hover:bg-stone-50',
  brand: 'text-brand-700 ring-brand-200 hover:bg-brand-50',
  danger: 'text-chili-700 ring-red-200 hover:bg-red-50',
  good: 'text-leaf-700 ring-green-200 hover:bg-green-50',
} as const;

/** State badges by what they say: in use, switched off, or worth a look. */
const BADGE_TONE = {
  good: 'bg-green-50 text-leaf-700 ring-green-200',
  off: 'bg-stone-100 text-ink-muted ring-stone-300',
  warn: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

export type BadgeTone = keyof typeof BADGE_TONE;

const rowButton =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap ring-1 disabled:cursor-not-allowed disabled:opacity-40';
const addButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700';

/** A button in a list's row; `label` names the record it acts on ('Edit Margherita'). */
export function RowButton({
  label,
  tone,
  onClick,
  disabled,
  children,
}: {
  label: string;
  tone: keyof typeof BUTTON_TONE;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-label={label} disabled={disabled} onClick={onClick} className={`${rowButton} ${BUTTON_TONE[tone]}`}>
      {children}
    </button>
  );
}

/** A record's state in a list ('Available', 'Hidden', 'Expired'), as a coloured pill. */
export function StateBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${BADGE_TONE[tone]}`}>{children}</span>;
}

/** The list's main button, beside its heading: add a record. */
export function AddButton({ onClick, plus = true, children }: { onClick: () => void; plus?: boolean; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={addButton}>
      {plus && (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M12 5v14M5 12h14" />
        </svg>
      )}
      {children}
    </button>
  );
}
