import { countOf } from './plural.ts';

/**
 * The demo menu a new shop starts with (pizza, burgers, sushi, thali…) is the owner's to remove in
 * one step: its dishes, its option groups and its categories, and nothing of the owner's. A demo
 * category that holds a dish of the owner's stays; so does a demo group an owner's dish offers.
 */
export interface DemoMenuRemoved {
  dishes: number;
  categories: number;
  optionGroups: number;
}

/** 'Removed the demo menu: 18 dishes, 6 categories and 4 option groups.', or that there was nothing left of it. */
export function demoMenuRemovedMessage(removed: DemoMenuRemoved): string {
  if (removed.dishes + removed.categories + removed.optionGroups === 0) return 'Nothing of the demo menu was left to remove.';
  return `Removed the demo menu: ${countOf(removed.dishes, 'dish', 'dishes')}, ${countOf(removed.categories, 'category', 'categories')} and ${countOf(removed.optionGroups, 'option group')}.`;
}
