import { useEffect, useState } from 'react';
import { localePath, t } from '../../i18n/t.ts';
import { type ChosenLocation, chosenLocation, shopHasLocations } from '../../stores/chosen-location.ts';

/**
 * Where the cart is ordered from, when the shop has several locations: the chosen one with a link
 * to change it, or a request to choose one first (the server refuses an order without). Nothing
 * at a shop with one location. Read after mount: the choice lives in this browser only.
 */
export function ChosenLocationLine() {
  const [state, setState] = useState<{ offered: boolean; chosen: ChosenLocation | null }>({ offered: false, chosen: null });
  useEffect(() => setState({ offered: shopHasLocations(), chosen: chosenLocation() }), []);
  if (!state.offered) return null;
  const link = (
    <a href={localePath('/locations')} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
      {t('locations.change')}
    </a>
  );
  return (
    <p
      data-testid="chosen-location"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink"
    >
      {state.chosen ? (
        <span>{t('locations.orderingFrom', { name: state.chosen.name })}</span>
      ) : (
        <span role="status">{t('locations.chooseFirst')}</span>
      )}
      {link}
    </p>
  );
}
