/** The checkout's "Continue as guest" fields; ./checkout-checks.ts judges them by the rule the server uses (domain/guest-checkout.ts). */

export interface GuestValues {
  name: string;
  email: string;
  phone: string;
}
export type GuestField = keyof GuestValues;

const FIELDS: readonly GuestField[] = ['name', 'email', 'phone'];

export interface GuestCheck {
  /** One message per field. */
  errors: Partial<Record<GuestField, string>>;
  /** The first field to fix, in the form's order; undefined when all is well. */
  first?: { field: GuestField; message: string };
}

/** The guest fields' messages among the server's per-field errors of a refused order (`guest.email`…). */
export function guestErrorsFromServer(errors: Record<string, string>): GuestCheck {
  return guestCheckOf(errors, 'guest.');
}

export function guestCheckOf(errors: Record<string, string>, prefix: string): GuestCheck {
  const check: GuestCheck = { errors: {} };
  for (const field of FIELDS) {
    const message = errors[`${prefix}${field}`];
    if (!message) continue;
    check.errors[field] = message;
    check.first ??= { field, message };
  }
  return check;
}

/** The path of the tracking link the server answered (`<origin>/track/<token>`), to go to on this site. */
export function trackingPathOf(trackingUrl: string): string {
  return new URL(trackingUrl, 'http://localhost').pathname;
}
