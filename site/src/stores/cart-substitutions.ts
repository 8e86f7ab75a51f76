import { atom, computed, onMount } from 'nanostores';
import { type CartSubstitution, type LineSubstitutions, parseStoredSubstitutions } from '../../../domain/cart-substitution.ts';
import type { DefaultSubstitutionMode } from '../../../domain/picking/substitution.ts';
import { readStored, writeStored } from '../lib/browser-storage.ts';
import { $session } from './session.ts';

const STORAGE_KEY = 'cart-substitutions';
const GUEST_DEFAULT_KEY = 'substitution-default';

/**
 * The cart lines' own choices of replacement, by line key, kept in the browser beside the cart.
 * A store of its own rather than a field of $cart's lines (stores/cart.ts): every page loads the
 * cart, and only the cart and the checkout read these.
 */
export const $lineSubstitutions = atom<LineSubstitutions>({});

onMount($lineSubstitutions, () => {
  $lineSubstitutions.set(parseStoredSubstitutions(readStored(STORAGE_KEY)));
  return $lineSubstitutions.listen((choices) => writeStored(STORAGE_KEY, choices));
});

/** The choice a guest picks at checkout for lines without their own, kept for their next visit; a signed-in customer's account holds theirs. */
export const $guestSubstitutionDefault = atom<DefaultSubstitutionMode>('none');

onMount($guestSubstitutionDefault, () => {
  if (readStored(GUEST_DEFAULT_KEY) === 'best_match') $guestSubstitutionDefault.set('best_match');
  return $guestSubstitutionDefault.listen((mode) => writeStored(GUEST_DEFAULT_KEY, mode));
});

/** What lines without their own choice take: the account's default, or the guest's. */
export const $substitutionDefault = computed([$session, $guestSubstitutionDefault], (session, guest) =>
  session.status === 'signedIn' ? session.user.substitutionDefault : guest,
);

export function chooseSubstitution(lineKey: string, choice: CartSubstitution): void {
  $lineSubstitutions.set({ ...$lineSubstitutions.get(), [lineKey]: choice });
}

/** Once the order is placed its lines' choices go with it. */
export function clearSubstitutions(): void {
  $lineSubstitutions.set({});
}
