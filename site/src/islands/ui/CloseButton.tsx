import { t } from '../../i18n/t.ts';

/** How most close buttons look: a quiet round button in the top corner where lines end (right; left on an rtl page). */
export const CORNER_CLOSE = 'absolute top-3 end-3 text-ink-muted hover:bg-stone-100 hover:text-ink';

/**
 * The 'Close' button of dialogs and panels: a 44 px target with a cross; `className` places and
 * colours it. Without `onClick` where a page writes it and its island answers the press
 * (site/src/components/dish/DishParts.astro).
 */
export function CloseButton({
  onClick,
  className = CORNER_CLOSE,
  iconClassName = 'h-5 w-5',
}: {
  onClick?: () => void;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <button
      type="button"
      aria-label={t('shop.close')}
      onClick={onClick}
      className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={iconClassName}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  );
}
