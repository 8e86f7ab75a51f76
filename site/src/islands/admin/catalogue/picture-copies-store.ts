import { atom } from 'nanostores';
import type { PictureCopy } from '../../../../../domain/contracts/picture-copies.ts';
import { callApi } from '../../../lib/api.ts';
import { loadAdminFoods } from '../food-store.ts';

/** Pictures from other sites being copied, or given up, by product id (GET /api/admin/picture-copies). */
export const $pictureCopies = atom<ReadonlyMap<string, PictureCopy>>(new Map());

/** How often Manage Foods looks again while a copy is being made: a picture takes a few seconds. */
const WHILE_COPYING_MS = 3_000;
let again: ReturnType<typeof setTimeout> | undefined;

/**
 * Reads the copies; while any is being made, reads them again shortly, and the products after
 * them (a copy done between the two reads shows in the products). A failed read leaves the list
 * as it was: the table still works.
 */
export async function loadPictureCopies(): Promise<void> {
  clearTimeout(again);
  again = undefined;
  let copies: readonly PictureCopy[];
  try {
    copies = (await callApi('GET', '/api/admin/picture-copies')).data;
  } catch {
    return;
  }
  $pictureCopies.set(new Map(copies.map((copy) => [copy.foodId, copy])));
  if (copies.some((copy) => copy.state === 'waiting')) {
    again = setTimeout(() => void refreshCopiesAndFoods(), WHILE_COPYING_MS);
  }
}

/** The copies, then the products: a product whose copy is no longer listed shows its stored picture. */
export async function refreshCopiesAndFoods(): Promise<void> {
  await loadPictureCopies();
  await loadAdminFoods();
}
