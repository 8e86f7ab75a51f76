import type { ReactNode } from 'react';

/** The paths of icons drawn in more than one place. */
export const ICON_PATHS = {
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  cross: 'M6 6l12 12M18 6 6 18',
} as const;

/**
 * A 24-unit line icon in the colour of the text around it, hidden from screen readers: the words
 * beside it, or its button's name, say what it means. `d` draws a one-path icon; children any other.
 */
export function LineIcon({
  d,
  className,
  strokeWidth = 2.5,
  roundJoins = false,
  children,
}: {
  d?: string;
  className: string;
  strokeWidth?: number;
  roundJoins?: boolean;
  children?: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
    >
      {d ? <path d={d} /> : children}
    </svg>
  );
}
