import type { HTMLAttributes } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading whose level follows where it is placed, so the outline stays in order. */
export function Heading({ level, ...props }: HTMLAttributes<HTMLHeadingElement> & { level: HeadingLevel }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(6, level + 1) as HeadingLevel;
}
