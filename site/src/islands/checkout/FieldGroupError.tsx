import { FieldError } from '../ui/FieldError.tsx';
/** One message for a group of fields (the shop gives one per group), tied to them by id. */
export function FieldGroupError({ id, message }: { id: string; message: string | undefined }) {
  return <FieldError id={id} message={message} className="mt-3" keep />;
}

/** Props that mark a field of a group as wrong and point it at the group's message. */
export function invalidProps(invalid: boolean, errorId: string) {
  return invalid
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

export const sectionClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6';
export const sectionHeadingClass = 'text-xl font-extrabold text-ink';
