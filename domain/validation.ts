import type { z } from 'zod';

/** How a failed parse of a shared schema reaches people: one message for a toast, one per field. */

/** The first message of a failed parse; schemas list their checks in the order a person should fix them. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Please check the form.';
}

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
