import type { HTMLAttributes } from 'react';
import FormField from '../auth/FormField.tsx';
import { FieldGroupError, invalidProps } from './FieldGroupError.tsx';

/** One input of a group: its label and what the browser may fill in or show in it. */
export interface GridField<Field extends string> {
  field: Field;
  label: string;
  autoComplete: string;
  /** Across both columns from the small breakpoint up. */
  wide?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  /** The id of a datalist of suggestions (a country's regions). */
  list?: string;
}

interface Props<Field extends string> {
  fields: readonly GridField<Field>[];
  values: Record<Field, string>;
  onChange(field: Field, value: string): void;
  invalid: (field: Field) => boolean;
  /** The group's one message, and the id the wrong fields point at. */
  error: string | undefined;
  errorId: string;
  /** False for what a spell checker has no business reading (a card's number, a name on it). */
  spellCheck?: boolean;
  className?: string;
}

/** A group of checkout inputs in two columns, with the group's one message under them. */
export function FieldGrid<Field extends string>({
  fields,
  values,
  onChange,
  invalid,
  error,
  errorId,
  spellCheck,
  className = '',
}: Props<Field>) {
  return (
    <>
      <div className={`grid gap-4 sm:grid-cols-2 ${className}`.trim()}>
        {fields.map(({ field, label, wide, ...input }) => (
          <div key={field} className={wide ? 'sm:col-span-2' : undefined}>
            <FormField
              id={`checkout-${field}`}
              label={label}
              {...input}
              spellCheck={spellCheck}
              value={values[field]}
              onChange={(event) => onChange(field, event.currentTarget.value)}
              {...invalidProps(invalid(field), errorId)}
            />
          </div>
        ))}
      </div>
      <FieldGroupError id={errorId} message={error} />
    </>
  );
}
