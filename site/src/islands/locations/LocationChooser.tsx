import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Location } from '../../../../domain/contracts/locations.ts';
import { localePath, pageLanguage, t } from '../../i18n/t.ts';
import { chooseLocation, chosenLocation } from '../../stores/chosen-location.ts';
import { addressLine, openingWhen } from './location-words.ts';

type Listing = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; locations: Location[] };
type Search = { postcode: string; found: Location[] } | null;

/**
 * GET /api/locations with a plain fetch: the page's first load goes without the API client
 * (bench/page-js.ts), as the menu's does (stores/catalogue-calls.ts).
 */
async function readLocations(postcode?: string): Promise<Location[]> {
  const response = await fetch(postcode ? `/api/locations?postcode=${encodeURIComponent(postcode)}` : '/api/locations');
  if (!response.ok) throw new Error(`GET /api/locations: ${response.status}`);
  return ((await response.json()) as { data: Location[] }).data;
}

/** Where a choice leads: back to the cart or checkout that sent the visitor here, else to the menu. */
function nextPage(): string {
  try {
    const from = new URL(document.referrer);
    if (from.origin === location.origin && /\/(cart|checkout)$/.test(from.pathname)) return from.pathname;
  } catch {
    // No referrer: the menu.
  }
  return localePath('/menu');
}

/**
 * The customer's choice of location: by postcode for delivery (those whose zones cover it,
 * nearest first), or from the list for pickup, each with its address, phone, and whether it is
 * open now or when it opens. The choice is kept in this browser (site/src/stores/chosen-location.ts).
 */
export default function LocationChooser() {
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [search, setSearch] = useState<Search>(null);
  const [postcode, setPostcode] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const postcodeId = useId();

  useEffect(() => {
    setChosenId(chosenLocation()?.id ?? null);
    readLocations().then(
      (locations) => setListing({ status: 'ready', locations }),
      () => setListing({ status: 'failed' }),
    );
  }, []);

  async function find(event: FormEvent) {
    event.preventDefault();
    const asked = postcode.trim();
    if (!asked) return;
    try {
      setSearch({ postcode: asked, found: await readLocations(asked) });
    } catch {
      setListing({ status: 'failed' });
    }
  }

  function choose(place: Location) {
    chooseLocation({ id: place.id, name: place.name });
    setChosenId(place.id);
    window.location.assign(nextPage());
  }

  const card = (place: Location) => <LocationCard key={place.id} place={place} chosen={place.id === chosenId} onChoose={choose} />;
  return (
    <div className="space-y-10">
      <section aria-labelledby="delivery-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
        <h2 id="delivery-heading" className="text-xl font-extrabold text-ink">
          {t('locations.deliveryHeading')}
        </h2>
        <form onSubmit={find} className="mt-4 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={postcodeId} className="text-sm font-semibold text-ink">
              {t('locations.postcodeLabel')}
            </label>
            <input
              id={postcodeId}
              value={postcode}
              onChange={(event) => setPostcode(event.target.value)}
              autoComplete="postal-code"
              maxLength={20}
              className="h-11 w-48 rounded-xl border border-stone-300 px-3 text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
          </div>
          <button type="submit" className="h-11 rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700">
            {t('locations.find')}
          </button>
        </form>
        {search && (
          <div role="status" className="mt-4">
            {search.found.length === 0 ? (
              <p className="text-ink">{t('locations.noneDeliver', { postcode: search.postcode })}</p>
            ) : (
              <>
                <p className="mb-3 text-ink">{t('locations.deliverTo', { postcode: search.postcode })}</p>
                <ul className="grid gap-4 sm:grid-cols-2">{search.found.map(card)}</ul>
              </>
            )}
          </div>
        )}
      </section>
      {/* Room for the list from the first paint: the footer stays put when it arrives. */}
      <section aria-labelledby="all-locations-heading" aria-busy={listing.status === 'loading'} className="min-h-[60vh]">
        <h2 id="all-locations-heading" className="mb-4 text-xl font-extrabold text-ink">
          {t('locations.allHeading')}
        </h2>
        {listing.status === 'failed' ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800">
            {t('locations.loadFailed')}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">{listing.status === 'ready' && listing.locations.map(card)}</ul>
        )}
      </section>
    </div>
  );
}

function LocationCard({ place, chosen, onChoose }: { place: Location; chosen: boolean; onChoose(place: Location): void }) {
  const headingId = useId();
  const state = place.paused
    ? t('locations.paused')
    : place.open
      ? t('locations.open')
      : place.nextOpening
        ? `${t('locations.closed')} · ${t('locations.opens', { when: openingWhen(place.nextOpening, place.timeZone, pageLanguage()) })}`
        : t('locations.closed');
  return (
    <li>
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {place.name}
        </h3>
        <p className="text-sm text-ink-muted">{addressLine(place.address)}</p>
        {place.phone && (
          <p className="text-sm">
            <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline underline-offset-2">
              {place.phone}
            </a>
          </p>
        )}
        <p className={`text-sm font-semibold ${place.open ? 'text-green-800' : 'text-ink'}`}>{state}</p>
        <p className="text-sm text-ink-muted">
          {t('locations.offers', { delivery: place.offers.delivery ? 'yes' : 'no', pickup: place.offers.pickup ? 'yes' : 'no' })}
        </p>
        <div className="mt-auto pt-2">
          {chosen ? (
            <p className="font-semibold text-brand-800">{t('locations.chosen')}</p>
          ) : (
            <button
              type="button"
              onClick={() => onChoose(place)}
              className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700"
            >
              {t('locations.choose', { name: place.name })}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
