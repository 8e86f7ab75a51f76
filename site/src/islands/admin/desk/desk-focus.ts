import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { DESK_COLUMNS, type DeskColumn } from '../../../../../domain/order-desk.ts';

/**
 * Keeps the keyboard's place on the desk. Every move re-renders the board: a card that changes
 * column is a new element, a card that leaves is gone, and either way the browser drops the focus
 * to the top of the page. The desk remembers the order (and which of its controls) the focus was
 * last on, and when the focus has been dropped it puts it back: on the same control if the card
 * still has it, else on the card's heading, else on the next order of the column the card left,
 * else on that column's heading, else on the desk's.
 */

/** The order ids in each column, top to bottom. */
export type DeskLayout = Readonly<Record<DeskColumn, readonly string[]>>;

export type FocusHome = { order: string } | { column: DeskColumn } | null;

/**
 * Where the focus goes for an order it was on: the order itself while it is on the desk; when it
 * has left, the order that followed it in its column (the one before it when it was the last),
 * if still there; else its column; null when the desk never showed it.
 */
export function focusHome(before: DeskLayout, after: DeskLayout, orderId: string): FocusHome {
  if (DESK_COLUMNS.some((column) => after[column].includes(orderId))) return { order: orderId };
  const column = DESK_COLUMNS.find((each) => before[each].includes(orderId));
  if (!column) return null;
  const list = before[column];
  const at = list.indexOf(orderId);
  const neighbour = [...list.slice(at + 1), ...list.slice(0, at).reverse()].find((id) => after[column].includes(id));
  return neighbour ? { order: neighbour } : { column };
}

/** The id of a column's heading, and of the desk's (both take focus from a script, not from Tab). */
export const columnHeadingId = (column: DeskColumn) => `desk-column-${column}`;
/** The column's name alone, which names its region. */
export const columnTitleId = (column: DeskColumn) => `desk-column-${column}-title`;
export const DESK_HEADING_ID = 'desk-heading';

const CARD = 'article[data-order-id]';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

interface Place {
  order: string;
  /** The card's control that had the focus (its data-desk-control), null for the heading. */
  control: string | null;
}

/** Follows the focus inside `board` and puts it back after a render that dropped it. */
export function useDeskFocus(board: RefObject<HTMLElement | null>, layout: DeskLayout | null): void {
  const place = useRef<Place | null>(null);
  const shown = useRef<DeskLayout | null>(null);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !board.current?.contains(target)) {
        place.current = null;
        return;
      }
      const card = target.closest<HTMLElement>(CARD);
      if (card)
        place.current = {
          order: card.dataset.orderId!,
          control: target.closest<HTMLElement>('[data-desk-control]')?.dataset.deskControl ?? null,
        };
      // A dialog opened from a card gives the focus back to that card; anything else is a new place.
      else if (!target.closest('dialog')) place.current = null;
    };
    // A click on nothing in particular puts the focus on the page on purpose: leave it there.
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(FOCUSABLE)) place.current = null;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [board]);

  // After every render: the cards it removed or moved took the focus with them.
  useLayoutEffect(() => {
    const before = shown.current;
    const root = board.current;
    const remembered = place.current;
    // Keep the last layout that showed the remembered order until the focus has moved on: while
    // a modal dialog is open the focus cannot be put back, and its closing is the next chance.
    if (!remembered || !layout || DESK_COLUMNS.some((column) => layout[column].includes(remembered.order))) shown.current = layout;
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (!root || !layout || !remembered || !dropped) return;
    const home = focusHome(before ?? layout, layout, remembered.order);
    const card = home && 'order' in home ? root.querySelector<HTMLElement>(`${CARD}[data-order-id="${CSS.escape(home.order)}"]`) : null;
    const control =
      card && home && 'order' in home && home.order === remembered.order && remembered.control
        ? card.querySelector<HTMLElement>(`[data-desk-control="${remembered.control}"]`)
        : null;
    const target =
      control ??
      card?.querySelector<HTMLElement>('h3') ??
      (home && 'column' in home ? document.getElementById(columnHeadingId(home.column)) : null) ??
      document.getElementById(DESK_HEADING_ID);
    target?.focus();
  });
}

/** Each column's order ids, for focusHome. */
export function deskLayout(columns: Readonly<Record<DeskColumn, readonly { _id: string }[]>>): DeskLayout {
  return Object.fromEntries(DESK_COLUMNS.map((column) => [column, columns[column].map((order) => order._id)])) as Record<
    DeskColumn,
    string[]
  >;
}
