import type { InputHTMLAttributes } from 'react';
import { FieldError } from '../ui/FieldError.tsx';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  /** Shown under the field and tied to it with aria-describedby / aria-invalid. */
  error?: string | undefined;
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700';

/** A labelled input with its message, as every account form shows them. */
export default function FormField({ id, label, error, ...input }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
