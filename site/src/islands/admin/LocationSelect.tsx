import { useId } from 'react';
import { locationIdFrom } from '../../../../domain/locations/work-locations.ts';

/**
 * A chain's choice between all its locations and one, as Manage Orders, Reports and the
 * Dashboard offer it (only when the shop has several: domain/locations/work-locations.ts); without
 * `allLabel`, a choice of one location only, as a product's stock is kept.
 */
export function LocationSelect({
  label,
  allLabel,
  value,
  locations,
  onChange,
}: {
  label: string;
  allLabel?: string;
  /** The chosen location's id; null: all. */
  value: number | null;
  locations: readonly { id: number; name: string }[];
  onChange(location: number | null): void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(locationIdFrom(event.currentTarget.value))}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-white px-3 text-base text-ink sm:w-48"
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {locations.map((location) => (
          <option key={location.id} value={String(location.id)}>
            {location.name}
          </option>
        ))}
      </select>
    </div>
  );
}
