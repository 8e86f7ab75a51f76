import { tText } from '../../i18n/t.ts';

/**
 * A field's (or a group of fields') message, with its icon, tied to the field by `id` through
 * aria-describedby. Without a message it renders nothing, or, with `keep`, an empty element the
 * fields can keep pointing at (hidden by CSS). The message is written in the page's language here
 * (`tText`): the rules' checks in the browser give their English, a key or a key with values, and
 * a server's answer comes already written, which `tText` leaves as it is.
 */
export function FieldError({
  id,
  message,
  className = 'mt-1.5',
  keep = false,
}: {
  id: string;
  message: string | undefined;
  className?: string;
  keep?: boolean;
}) {
  if (!message && !keep) return null;
  return (
    <p id={id} className={`${className} flex items-center gap-1.5 text-sm font-medium text-chili-700 empty:hidden`}>
      {message && (
        <>
          <ErrorIcon />
          {tText(message)}
        </>
      )}
    </p>
  );
}

export function ErrorIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} shrink-0`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6M12 17h.01" />
    </svg>
  );
}
