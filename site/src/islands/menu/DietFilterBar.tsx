import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { describeDietFilter, dietFilterCount, NO_DIET_FILTER } from '../../../../domain/diet-filter.ts';
import { pageLanguage, t } from '../../i18n/t.ts';
import { $dietFilter, setDietFilter } from '../../stores/menu-view.ts';

// Most visitors never open it: its code comes when one does.
const DietFilterPanel = lazy(() => import('./DietFilterPanel.tsx'));

/** "Diet & allergies": opens the filter, says what it is showing, and clears it. */
export function DietFilterBar() {
  // The remembered filter is the browser's: the page as built shows none, so hydration matches.
  const filter = useStore($dietFilter, { ssr: 'initial' });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const count = dietFilterCount(filter);
  // "Clear" goes away with the filter: focus moves to the button that opens it, next to where it was.
  const clear = () => {
    setDietFilter(NO_DIET_FILTER);
    toggle.current?.focus();
  };
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-center gap-3 text-sm">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {t('menu.dietFilterToggle', { count })}
        </button>
        <p role="status" className={count > 0 ? 'text-ink' : 'sr-only'}>
          {count > 0 && (
            <>
              {describeDietFilter(filter, t, pageLanguage())}{' '}
              <button type="button" onClick={clear} className="min-h-11 font-semibold text-brand-700 underline underline-offset-2">
                {t('menu.clearFilter')}
              </button>
            </>
          )}
        </p>
      </div>
      {open && (
        <Suspense fallback={null}>
          <DietFilterPanel id={panelId} />
        </Suspense>
      )}
    </>
  );
}
