/** One message for a group of fields (the spec gives one per group), tied to them by id. */
export function FieldGroupError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className="mt-3 flex items-center gap-1.5 text-sm font-medium text-chili-700 empty:hidden">
      {message && (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <circle cx="12" cy="12" r="10" />
            <path d="M12 7v6M12 17h.01" />
          </svg>
          {message}
        </>
      )}
    </p>
  );
}

/** Props that mark a field of a group as wrong and point it at the group's message. */
export function invalidProps(invalid: boolean, errorId: string) {
  return invalid ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

export const sectionClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6';
export const sectionHeadingClass = 'text-xl font-extrabold text-ink';
