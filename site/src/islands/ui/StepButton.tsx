// aria-disabled rather than disabled at either end: a disabled button drops the focus of whoever
// just pressed it, and the next Tab would start again from the top of the page.
const stepButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-stone-500 aria-disabled:hover:bg-transparent';

export const MINUS_PATH = 'M5 12h14';
export const PLUS_PATH = 'M12 5v14M5 12h14';

/** One step of a quantity or a weight, drawn by its path `d` (minus or plus); at its limit (the least, or the most a line may hold) it says so and does nothing. */
export function StepButton({
  label,
  atLimit,
  onStep,
  d,
  describedBy,
}: {
  label: string;
  atLimit: boolean;
  onStep: () => void;
  d: string;
  describedBy?: string | undefined;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={atLimit || undefined}
      onClick={() => {
        if (!atLimit) onStep();
      }}
      className={stepButton}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <path d={d} />
      </svg>
    </button>
  );
}
