import { type KeyboardEvent, useState } from 'react';

/**
 * The keyboard of a search box with a list under it (the ARIA combobox): the arrows move through
 * the list, Home and End jump, Enter takes the highlighted entry (the first when none is), Escape
 * clears. The focus stays in the box; the list says which entry is highlighted.
 */
export function useListChoice<Entry>(entries: readonly Entry[], onTake: (entry: Entry) => void, onClear: () => void) {
  const [active, setActive] = useState(0);
  const highlighted = Math.min(active, Math.max(entries.length - 1, 0));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = entries.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive(highlighted >= last ? 0 : highlighted + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(highlighted <= 0 ? Math.max(last, 0) : highlighted - 1);
        break;
      case 'Home':
      case 'End':
        if (entries.length === 0 || event.shiftKey) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter': {
        // Ctrl+Enter places the order: not this list's to take.
        if (event.ctrlKey || event.metaKey) return;
        const entry = entries[highlighted];
        if (entry === undefined) return;
        event.preventDefault();
        setActive(0);
        onTake(entry);
        break;
      }
      case 'Escape':
        event.preventDefault();
        setActive(0);
        onClear();
        break;
    }
  };
  return { highlighted, setActive, onKeyDown };
}
