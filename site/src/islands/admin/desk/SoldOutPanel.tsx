import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { t } from '../../../i18n/t.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { type DeskDish, dishesShown } from './sold-out-list.ts';
import { $soldOut, loadSoldOut, markSoldOut } from './sold-out-store.ts';

const button = 'inline-flex min-h-11 shrink-0 items-center justify-center rounded-full px-4 font-semibold';

/** One dish: its name and mark, and the one tap that changes the mark (none where only the owner can). */
function DishRow({ dish, busy, onMark }: { dish: DeskDish; busy: boolean; onMark: (soldOut: boolean) => void }) {
  return (
    <li
      className={`flex items-center justify-between gap-3 rounded-xl px-3 py-2 ring-1 ${dish.soldOut ? 'bg-red-50 ring-red-200' : 'ring-stone-200'}`}
    >
      <div className="min-w-0">
        <p className="font-semibold text-ink">{dish.name}</p>
        <p className="text-sm text-ink-muted">{dish.category}</p>
        {dish.soldOut && (
          <p className="text-sm font-bold text-chili-700">
            {dish.soldOutEverywhere ? t('admin-desk.soldOutEverywhereNote') : t('admin-desk.soldOutNow')}
          </p>
        )}
      </div>
      {!dish.soldOutEverywhere && (
        <button
          type="button"
          aria-label={dish.soldOut ? t('admin-desk.putBackOnSale', { name: dish.name }) : t('admin-desk.markSoldOut', { name: dish.name })}
          aria-busy={busy}
          onClick={() => onMark(!dish.soldOut)}
          className={
            dish.soldOut
              ? `${button} bg-brand-600 text-white hover:bg-brand-700`
              : `${button} bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100`
          }
        >
          {dish.soldOut ? t('admin-desk.backOnSaleAction') : t('admin-desk.soldOutAction')}
        </button>
      )}
    </li>
  );
}

/**
 * The desk's sold-out list for its location: how many dishes are sold out there, and, opened, every
 * dish with the tap that marks it sold out or puts it back. It reads the list again each time it
 * opens, as another desk of the location may have changed it.
 */
export function SoldOutPanel({ location, chain }: { location: { id: number; name: string }; chain: boolean }) {
  const state = useStore($soldOut);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const searchId = useId();

  useEffect(() => {
    void loadSoldOut(location.id);
  }, [location.id]);

  const current = state?.locationId === location.id ? state : null;
  const dishes = current?.status === 'ready' ? current.dishes : null;
  const count = dishes?.filter((dish) => dish.soldOut).length;
  const summary =
    count === undefined
      ? t('admin-desk.soldOutAction')
      : chain
        ? t('admin-desk.soldOutSummaryAt', { count, location: location.name })
        : t('admin-desk.soldOutSummary', { count });
  const shown = dishes ? dishesShown(dishes, search) : [];

  const mark = async (dish: DeskDish, soldOut: boolean) => {
    // A second tap while the first is on its way would only undo it.
    if (busy !== null) return;
    setBusy(dish.id);
    await markSoldOut(dish, soldOut, location.id);
    setBusy(null);
  };

  return (
    <details
      className="mt-4 rounded-2xl bg-white ring-1 ring-stone-200"
      onToggle={(event) => {
        if (event.currentTarget.open) void loadSoldOut(location.id);
      }}
    >
      <summary className={`min-h-11 cursor-pointer px-4 py-2.5 text-lg font-bold ${count ? 'text-chili-700' : 'text-ink'}`}>
        {summary}
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <p className="text-sm text-ink-muted">{t('admin-desk.soldOutHelp')}</p>
        <div>
          <label htmlFor={searchId} className="block text-sm font-semibold text-ink">
            {t('admin-desk.findDish')}
          </label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            className="mt-1.5 block w-full max-w-sm rounded-lg border border-field bg-white px-3 py-2 text-base text-ink"
          />
        </div>
        {current?.status === 'error' ? (
          <LoadFailed message={current.message} onRetry={() => void loadSoldOut(location.id)} />
        ) : !dishes ? (
          <Spinner />
        ) : shown.length === 0 ? (
          <p className="text-base text-ink-muted">{t('admin-desk.noDishMatches')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((dish) => (
              <DishRow key={dish.id} dish={dish} busy={busy === dish.id} onMark={(soldOut) => void mark(dish, soldOut)} />
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
