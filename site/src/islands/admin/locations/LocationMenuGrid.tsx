import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { Location } from '../../../../../domain/contracts/locations.ts';
import { amountText, currencySymbol } from '../../../../../domain/currency.ts';
import type { Food } from '../../../../../domain/food.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { cellOf, checkDishCell, dishGroups, type GridCell, priceText } from './location-menu-grid.ts';
import { $locationMenu, loadLocationMenu, saveDishCell } from './location-menu-store.ts';
import { t } from '../../../i18n/t.ts';

const HEADING_ID = 'location-menu-heading';
const priceInput =
  'block w-24 rounded-lg border border-field bg-white px-2 py-1.5 text-sm text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700';

/**
 * One dish at one location: "sold here" and the price there, each named for the dish and the
 * location (the screen reader hears which cell it is in, whatever way it arrived). A tick saves
 * at once; a price when its field is left or Enter pressed, blank for the menu's price.
 */
function DishCellControls({
  food,
  location,
  saved,
  row,
  column,
}: {
  food: Food;
  location: Location;
  saved: GridCell;
  /** The dish's place down the grid and the location's across it, for the arrow keys (moveInColumn). */
  row: number;
  column: number;
}) {
  const [sold, setSold] = useState(saved.isAvailable);
  const [price, setPrice] = useState(priceText(saved));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const names = { dish: food.name, location: location.name };

  /** `always`: a tick is sent even when it looks saved, since an earlier one may still be on its way. */
  const save = async (isAvailable: boolean, text: string, always = false) => {
    const checked = checkDishCell(isAvailable, text);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    if (!always && checked.body.isAvailable === saved.isAvailable && checked.body.price === saved.price) {
      setError(null);
      return;
    }
    // Nothing is disabled while it saves: a control that loses focus under the keyboard loses the owner's place.
    const failure = await saveDishCell(location.id, food.id, checked.body);
    setError(failure);
    // A refused tick goes back to what is saved: the box never shows what the server does not have.
    if (failure) setSold(saved.isAvailable);
    // A saved price reads back the shop's way ("10.5" → "10.50").
    else setPrice(priceText(checked.body));
  };
  const onPriceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save(sold, price);
  };

  return (
    <td className="px-3 py-2 align-top">
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          aria-label={t('admin-locations.soldAt', names)}
          data-grid-row={row}
          data-grid-column={column * 2}
          checked={sold}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setSold(next);
            void save(next, price, true);
          }}
          className="h-5 w-5 shrink-0 rounded border-field accent-brand-600"
        />
        <input
          aria-label={t('admin-locations.priceAt', { ...names, symbol: currencySymbol() })}
          data-grid-row={row}
          data-grid-column={column * 2 + 1}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          placeholder={amountText(food.price)}
          value={price}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setPrice(event.currentTarget.value)}
          onBlur={() => void save(sold, price)}
          onKeyDown={onPriceKey}
          // The location's own price stands out from the menu's, which only shows as the placeholder.
          className={`${priceInput} ${price.trim() === '' ? '' : 'font-semibold'}`}
        />
      </div>
      {sold && saved.soldOut && <p className="mt-1 text-sm font-semibold text-chili-700">{t('admin-locations.soldOutByDesk')}</p>}
      <FieldError id={errorId} message={error ?? undefined} />
    </td>
  );
}

/**
 * Up and down arrows move to the same control in the dish above or below, across categories:
 * neither a checkbox nor a one-line field uses them, and Tab alone would cross every location's
 * two controls to reach the next dish.
 */
function moveInColumn(event: KeyboardEvent<HTMLTableElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const from = event.target as HTMLElement;
  const { gridRow, gridColumn } = from.dataset;
  if (gridRow === undefined || gridColumn === undefined) return;
  const row = Number(gridRow) + (event.key === 'ArrowDown' ? 1 : -1);
  const to = event.currentTarget.querySelector<HTMLElement>(`[data-grid-row="${row}"][data-grid-column="${gridColumn}"]`);
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/** The menu grid: dishes (rows, by category) × locations (columns). */
export function LocationMenuGrid({ locations }: { locations: readonly Location[] }) {
  const menu = useStore($locationMenu);

  useEffect(() => {
    void loadLocationMenu();
  }, []);

  let body = <Spinner />;
  if (menu.status === 'error') body = <LoadFailed message={menu.message} onRetry={() => void loadLocationMenu()} />;
  else if (menu.status === 'ready' && locations.length > 0) {
    const columns = 2 + locations.length;
    body = (
      <div className="mt-4 overflow-x-auto rounded-xl ring-1 ring-brand-100">
        <table className="w-full text-start text-sm" onKeyDown={moveInColumn}>
          <caption className="sr-only">{t('admin-locations.menuCaption')}</caption>
          <thead className="bg-brand-50 text-xs font-semibold tracking-wide text-brand-900">
            <tr>
              <th scope="col" className="px-3 py-3 text-start uppercase">
                {t('admin-locations.columnDish')}
              </th>
              <th scope="col" className="px-3 py-3 text-start uppercase">
                {t('admin-locations.columnMenuPrice')}
              </th>
              {locations.map((location) => (
                <th key={location.id} scope="col" className="px-3 py-3 text-start">
                  {location.name}
                </th>
              ))}
            </tr>
          </thead>
          {dishGroups(menu.foods).map(({ category, dishes, first }) => (
            <tbody key={category}>
              <tr className="border-t border-brand-100 bg-cream">
                <th scope="rowgroup" colSpan={columns} className="px-3 py-2 text-start font-bold text-ink">
                  {category}
                </th>
              </tr>
              {dishes.map((food, index) => (
                <tr key={food.id} className="border-t border-brand-100">
                  <th scope="row" className="px-3 py-2 text-start align-top font-semibold text-ink">
                    {food.name}
                    {!food.isAvailable && (
                      <span className="block text-xs font-normal text-ink-muted">{t('admin-locations.hiddenDish')}</span>
                    )}
                  </th>
                  <td className="px-3 py-2 align-top text-ink">{amountText(food.price)}</td>
                  {locations.map((location, column) => {
                    const saved = cellOf(menu.differences, location.id, food.id);
                    return (
                      <DishCellControls
                        key={location.id}
                        food={food}
                        location={location}
                        saved={saved}
                        row={first + index}
                        column={column}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby={HEADING_ID} className="mt-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 id={HEADING_ID} className="text-xl font-extrabold text-ink">
        {t('admin-locations.menuHeading')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">{t('admin-locations.menuIntro')}</p>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">{t('admin-locations.menuKeys')}</p>
      {body}
    </section>
  );
}
