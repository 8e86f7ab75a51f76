import type { ReactNode } from 'react';
import { FieldError } from '../ui/FieldError.tsx';

/**
 * The fields of the hours, delivery and pickup form (FulfilmentSettingsForm.tsx): each with its
 * label and, when it has one, its message under it, tied with aria-invalid and aria-describedby.
 */

const input = 'mt-1 block w-full rounded-lg border border-field bg-white px-3 py-2 text-base text-ink aria-invalid:border-chili-700';

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl p-4 ring-1 ring-stone-200">
      <legend className="px-1 font-bold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** aria-invalid and aria-describedby for the element `id`, when it has a message. */
export function invalid(id: string, errorOf: (id: string) => string | undefined) {
  return errorOf(id) ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

type FieldProps = { id: string; label: string; value: string; onChange: (value: string) => void; error?: string | undefined };

/** A time of a day's period; the day's message (a clash) is said once, under the day, and tied to each of its times. */
export function TimeField({
  label,
  value,
  onChange,
  error,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  describedBy: string;
}) {
  return (
    <label className="block text-sm font-semibold text-ink">
      <span className="sr-only">{label}</span>
      <input
        type="time"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? describedBy : undefined}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${input} w-32`}
      />
    </label>
  );
}

export function DateField({ id, label, value, onChange, error }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        {...invalid(id, () => error)}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${input} w-44`}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextField({ id, label, value, onChange, error }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        {...invalid(id, () => error)}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Text, not type="number": the owner types the shop's way ("2,50" in it-IT) and the schema reads it. */
export function NumberField({ id, label, value, onChange, error, decimal = false }: FieldProps & { decimal?: boolean }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        {...invalid(id, () => error)}
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        maxLength={16}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
