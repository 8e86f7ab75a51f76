import { type KeyboardEvent, type ReactNode, type RefObject, useId } from 'react';

/** A text field of the screen, as tall as a finger. */
export const FIELD_CLASS = 'mt-1 block min-h-11 w-full scroll-mb-28 rounded-lg border border-field bg-white px-3 text-base text-ink';

/**
 * A box that searches as one types, with what it found listed under it (the ARIA combobox): the
 * focus stays in the box, the list says which entry the arrows highlight (use-list-choice.ts), and
 * a line beneath says what the search came to. A pointer may still take an entry.
 */
export function SearchBox<Entry>(props: {
  label: string;
  value: string;
  onType: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  entries: readonly Entry[];
  highlighted: number;
  entryKey: (entry: Entry) => string;
  renderEntry: (entry: Entry) => ReactNode;
  onTake: (entry: Entry) => void;
  status: string;
  boxRef: RefObject<HTMLInputElement | null>;
  labelClassName?: string;
}) {
  const { label, value, onType, onKeyDown, entries, highlighted, entryKey, renderEntry, onTake, status, boxRef } = props;
  const ids = { box: useId(), list: useId(), status: useId() };
  const open = entries.length > 0;
  return (
    <>
      <label htmlFor={ids.box} className={props.labelClassName ?? 'block text-sm font-semibold text-ink'}>
        {label}
      </label>
      <input
        ref={boxRef}
        id={ids.box}
        role="combobox"
        aria-expanded={open}
        aria-controls={ids.list}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${ids.list}-${highlighted}` : undefined}
        aria-describedby={ids.status}
        autoComplete="off"
        value={value}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        className={FIELD_CLASS}
      />
      <p id={ids.status} role="status" className="mt-1 min-h-5 text-sm text-ink-muted">
        {status}
      </p>
      <div id={ids.list} role="listbox" aria-label={label} hidden={!open} className="mt-1 space-y-1">
        {entries.map((entry, place) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's own keys choose and take (use-list-choice.ts)
          <div
            key={entryKey(entry)}
            id={`${ids.list}-${place}`}
            role="option"
            tabIndex={-1}
            aria-selected={place === highlighted}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onTake(entry)}
            className={`cursor-pointer rounded-lg px-3 py-2 ${place === highlighted ? 'bg-brand-50 ring-2 ring-brand-600' : 'hover:bg-stone-100'}`}
          >
            {renderEntry(entry)}
          </div>
        ))}
      </div>
    </>
  );
}
