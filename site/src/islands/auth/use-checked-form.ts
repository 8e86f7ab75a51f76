import { useCallback, useState } from 'react';
import { fieldErrors } from '../../../../domain/auth.ts';
import { servedValues, useServedValues } from '../../lib/served-values.ts';
import { tText } from '../../i18n/t.ts';

/** What the forms need from a zod schema (kept structural so this file stays small). */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

/**
 * Field values checked against a shared schema (domain/auth.ts) as the person types: a field's
 * message appears once they have left it or tried to submit, and disappears as soon as it is fixed.
 * With `idOf` (the fields' element ids), the form starts from any text typed into it before it
 * hydrated, and `checkAndFocus` moves focus to the first invalid one. Messages the server sent for a field (`setServerErrors`) show until the next try.
 */
export function useCheckedForm<Field extends string>(
  schema: Schema,
  initial: Record<Field, string>,
  options: {
    idOf?: (field: Field) => string;
    /** What was typed into the served form before hydration; by default read by `idOf`. */
    served?: () => Partial<Record<Field, string>>;
  } = {},
) {
  const [values, setValues] = useState(initial);
  const { idOf } = options;
  // Text typed into the served form before the island hydrated is kept, not wiped.
  useServedValues(options.served ?? (() => (idOf ? servedValues(Object.keys(initial) as Field[], idOf) : {})), (typed) =>
    setValues((previous) => ({ ...previous, ...typed })),
  );
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  const parsed = schema.safeParse(values);
  const allErrors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  // The rules give message keys, written here in the page's language; the server's come written.
  const errorOf = (field: Field): string | undefined => {
    const message = (submitted || touched[field] ? allErrors[field] : undefined) ?? serverErrors[field];
    return message === undefined ? undefined : tText(message);
  };

  // Stable, so an effect may depend on it.
  const reset = useCallback((next: Record<Field, string>) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, []);

  function check(order: readonly Field[]): Field | undefined {
    setSubmitted(true);
    setServerErrors({});
    return order.find((field) => allErrors[field] !== undefined);
  }

  return {
    values,
    errorOf,
    setValues,
    setServerErrors,
    /** Props for a FormField bound to this field. */
    bind: (field: Field) => ({
      name: field,
      value: values[field],
      error: errorOf(field),
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value; // read now: React clears currentTarget afterwards
        setValues((previous) => ({ ...previous, [field]: value }));
      },
      // Leaving a field shows its message, unless focus moved to a button: the message would
      // push that button away under the pointer and swallow the click (the submit checks anyway).
      onBlur: (event: { relatedTarget: EventTarget | null }) => {
        if (!(event.relatedTarget instanceof HTMLButtonElement)) setTouched((previous) => ({ ...previous, [field]: true }));
      },
    }),
    /** Marks every field as checked and drops the server's messages; returns the first invalid field (in `order`), if any. */
    check,
    /** `check`, then focus on the first invalid field (by `idOf`); true when the form may be sent. */
    checkAndFocus(order: readonly Field[]): boolean {
      const invalid = check(order);
      if (invalid && options.idOf) document.getElementById(options.idOf(invalid))?.focus();
      return invalid === undefined;
    },
    reset,
  };
}
