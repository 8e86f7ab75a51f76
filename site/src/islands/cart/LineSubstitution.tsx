import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { type CartLine, cartLineKey } from '../../../../domain/cart.ts';
import { lineSubstitution } from '../../../../domain/cart-substitution.ts';
import { t } from '../../i18n/t.ts';
import { $lineSubstitutions, $substitutionDefault } from '../../stores/cart-substitutions.ts';
import { substitutionText } from './substitution-text.ts';

// Loaded when the customer opens it: most carts are checked out without changing a choice.
const SubstitutionChooser = lazy(() => import('./SubstitutionChooser.tsx'));

/** A line's choice of what may replace it if its product is out ("If out: Best match"), and the chooser to change it. */
export function LineSubstitution({ line, label }: { line: CartLine; label: string }) {
  const chosen = useStore($lineSubstitutions);
  const fallback = useStore($substitutionDefault);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const changeButton = useRef<HTMLButtonElement>(null);
  // Back from the chooser, focus returns to the button that opened it, not to the page's start.
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (closed) changeButton.current?.focus();
  }, [closed]);
  const choice = lineSubstitution(line, chosen, fallback);
  return (
    <div className="text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink" data-substitution>
          {t('substitution.ifOut', { choice: substitutionText(choice) })}
        </p>
        {!open && (
          <button
            ref={changeButton}
            type="button"
            aria-label={t('substitution.changeFor', { dish: label })}
            aria-expanded={false}
            aria-controls={panelId}
            onClick={() => {
              setOpen(true);
              setClosed(false);
            }}
            className="min-h-11 rounded-full px-3 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
          >
            {t('substitution.change')}
          </button>
        )}
      </div>
      <div id={panelId}>
        {open && (
          <Suspense fallback={null}>
            <SubstitutionChooser
              lineKey={cartLineKey(line)}
              productId={line._id}
              label={label}
              choice={choice}
              onDone={() => {
                setOpen(false);
                setClosed(true);
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
