import type { ReactNode } from 'react';
import { localePath } from '../../i18n/t.ts';

/** "View cart" in the line that says what the cart holds. */
export function cartLink(_tag: string, children: ReactNode[]): ReactNode {
  return (
    <a key="cart" href={localePath('/cart')} className="font-semibold text-brand-700 underline underline-offset-2">
      {children}
    </a>
  );
}
