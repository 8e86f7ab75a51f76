import { localePath } from '../../i18n/t.ts';

/**
 * The parts a product's page adds to the product it shows: Close and the badges, which the page
 * writes (site/src/components/dish/DishParts.astro), and the island's controls after them. They
 * are placed into the served product, or into the island's own drawing of it.
 */
export interface DishParts {
  /** Close, first in the product. */
  corner: HTMLElement;
  /** The badges, then `controls`: last among the product's details. */
  slot: HTMLElement;
  /** Where the island draws the controls (./DishControls.tsx). */
  controls: HTMLElement;
}

/** Takes the page's parts out of their template (Close, then the badges and the controls' place), Close answering its press. */
export function takeDishParts(): DishParts {
  const parts = document.querySelector<HTMLTemplateElement>('template[data-dish-parts]')!.content;
  const corner = parts.firstElementChild as HTMLElement;
  const slot = parts.lastElementChild as HTMLElement;
  corner.addEventListener('click', closeDish);
  return { corner, slot, controls: slot.lastElementChild as HTMLElement };
}

/** Back where the visitor came from when that was the menu (keeping their place), else to it. */
function closeDish(): void {
  if (cameFromMenu()) window.history.back();
  else window.location.assign(localePath('/#menu'));
}

function cameFromMenu(): boolean {
  // A referrer, when there is one, is a whole address.
  const from = document.referrer ? new URL(document.referrer) : null;
  if (!from || from.origin !== window.location.origin || window.history.length < 2) return false;
  const path = from.pathname.replace(/\/$/, '') || '/';
  return path === localePath('/') || path === localePath('/menu');
}
