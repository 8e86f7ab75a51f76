import { useLayoutEffect, useState } from 'react';

/**
 * What a person typed or chose in a form's served HTML before its island hydrated. React sets a
 * controlled field to the island's state as it hydrates, which would wipe that text: so the
 * island reads the served fields while it first renders (before React touches them), renders as
 * the server did (no hydration mismatch), and takes the typed values into its state right after,
 * before the browser paints.
 */
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value the served field with `id` holds now, or undefined when it is empty or missing. */
export function servedValue(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id) as FieldElement | null;
  return element && 'value' in element && element.value !== '' ? element.value : undefined;
}

/** The value of the radio button named `name` that is checked in the served HTML, if any. */
export function servedChoice(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(name)}"]:checked`)?.value;
}

/** The typed text of each field (found by its element id), for the fields that have some. */
export function servedValues<Field extends string>(
  fields: readonly Field[],
  idOf: (field: Field) => string,
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = servedValue(idOf(field));
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/**
 * Reads the served fields once, as the island first renders, and hands what was typed to
 * `apply` before the first paint. `read` runs on the client's first render only.
 */
export function useServedValues<Values extends object>(read: () => Values, apply: (typed: Values) => void): void {
  // Kept from the first render, with the `apply` of that render: state that is never set, so the effect runs once.
  const [first] = useState(() => ({ typed: typeof document === 'undefined' ? undefined : read(), apply }));
  useLayoutEffect(() => {
    if (first.typed && Object.keys(first.typed).length > 0) first.apply(first.typed);
  }, [first]);
}
