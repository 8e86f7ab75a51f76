import { describeChoices } from '../../../../domain/option-lines.ts';

/** The options chosen for a line, under its name; nothing for a dish as it comes. */
export function ChosenOptions({
  options,
  className = 'text-sm text-ink-muted',
}: {
  options: readonly { name: string; priceCents: number }[] | undefined;
  className?: string;
}) {
  if (!options || options.length === 0) return null;
  return <p className={className}>{describeChoices(options)}</p>;
}
