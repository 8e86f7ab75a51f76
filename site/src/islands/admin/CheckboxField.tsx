import { FieldError } from '../ui/FieldError.tsx';

/**
 * A labelled on/off switch in an admin form, such as a dish's 'Available' or a coupon's 'Active';
 * with `id` and `error`, its message sits under it, tied with aria-describedby.
 */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
}: {
  id?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error && id ? `${id}-error` : undefined}
          className="h-5 w-5 rounded border-field accent-brand-600"
        />
        {label}
      </label>
      {id && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}
