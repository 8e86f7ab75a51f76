import { t } from '../../i18n/t.ts';
import { useState } from 'react';
import { FieldError } from '../ui/FieldError.tsx';

export const RATINGS = [1, 2, 3, 4, 5] as const;

export function starLabel(count: number): string {
  return t('reviews.stars', { count });
}

export function StarIcon({ filled, className = 'h-8 w-8' }: { filled: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} ${filled ? 'fill-amber-400 stroke-amber-700' : 'fill-white stroke-stone-500'}`}
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
    </svg>
  );
}

interface Props {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  idPrefix: string;
  /** The group's name: 'Rating' unless told (a dish's name for its own stars). */
  legend?: string;
  /** Whether a rating must be chosen (the review's own); a dish's stars are optional. */
  required?: boolean;
}

/**
 * 1–5 stars as a native radio group named 'Rating' (arrow keys move and choose, as radios do);
 * pointing at a star previews that rating until the pointer leaves. Each radio covers its star,
 * transparent, so a click or tap lands on the control itself.
 */
export function StarRating({ value, onChange, onBlur, error, idPrefix, legend = t('reviews.rating'), required = true }: Props) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  const legendId = `${idPrefix}-legend`;
  const errorId = `${idPrefix}-error`;

  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a radiogroup, not a group, carries aria-required and aria-invalid; the fieldset keeps its legend
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId} className="block text-sm font-semibold text-ink">
        {legend}
      </legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover only previews the stars; choosing is the radios' own, by keyboard too */}
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {RATINGS.map((rating) => (
            <label
              key={rating}
              onMouseEnter={() => setHover(rating)}
              className="relative inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-0 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-solid"
            >
              <input
                type="radio"
                name={`${idPrefix}-rating`}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                onBlur={onBlur}
                aria-label={starLabel(rating)}
                className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              <StarIcon filled={rating <= shown} />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-ink-muted">
          {shown ? t('reviews.starsShown', { rating: shown }) : t('reviews.chooseStars')}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
