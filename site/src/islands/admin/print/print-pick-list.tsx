import type { PickSheet } from '../../../../../domain/contracts/pick-sheet.ts';
import { callApi } from '../../../lib/api.ts';
import { PickListPrint } from './PickListPrint.tsx';
import type { PickListPaper } from './pick-list-styles.ts';
import { printAlone } from './print-alone.tsx';
import { loadSlipShop, slipShopIfLoaded } from './slip-shop.ts';

/**
 * Prints an order's picking list on `paper`, alone (./print-alone.tsx): from its pick sheet as
 * given, or read now (GET /api/orders/{id}/pick) from the order's id. Throws the ApiError of a
 * sheet that cannot be read; the shop's details are printed without when they cannot.
 */
export async function printPickList(source: string | PickSheet, paper: PickListPaper): Promise<void> {
  const [sheet, shop] = await Promise.all([
    typeof source === 'string' ? callApi('GET', '/api/orders/:id/pick', { param: { id: source } }).then(({ data }) => data) : source,
    slipShopIfLoaded() ?? loadSlipShop(),
  ]);
  printAlone((length) => <PickListPrint sheet={sheet} shop={shop} paper={paper} pageLengthMm={length} />, paper === 'roll');
}
