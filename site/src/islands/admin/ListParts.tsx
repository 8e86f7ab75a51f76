import type { ReactNode } from 'react';
import { FoodImage } from '../menu/FoodImage.tsx';

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
  id,
  label,
  tone,
  onClick,
  disabled,
  children,
}: {
  /** For a button something else moves focus to (Manage Foods' search, to a product's Edit). */
  id?: string;
  label: string;
  tone: keyof typeof BUTTON_TONE;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" id={id} aria-label={label} disabled={disabled} onClick={onClick} className={`${rowButton} ${BUTTON_TONE[tone]}`}>
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

/** A list's first cell: the record's picture, small, beside its name. */
export function PictureCell({ src }: { src: string }) {
  return (
    <td className="px-4 py-3">
      {/* A new address (a picture copied into the shop) is tried afresh, even after the old one failed. */}
      <FoodImage
        key={src}
        src={src}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="h-14 w-14 rounded-lg bg-brand-50 object-cover"
      />
    </td>
  );
}

/** An admin list page's heading, with what it is for under it when it needs saying, and its add button. */
export function ListPageHead({ title, intro, action }: { title: string; intro?: ReactNode; action: ReactNode }) {
  const heading = <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>;
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      {intro ? (
        <div>
          {heading}
          {intro}
        </div>
      ) : (
        heading
      )}
      {action}
    </div>
  );
}
