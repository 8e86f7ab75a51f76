import type { Database } from '../../../db/client.ts';
import { storeSettings } from '../../../db/schema/index.ts';
import { dineInOutlook, type DineInOutlook } from '../../../domain/dine-in/decide-dine-in.ts';
import type { PageLanguage } from '../../../domain/i18n/languages.ts';
import { readStoredFulfilment } from '../../../domain/fulfilment/settings.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { DINE_IN_MESSAGES } from '../../../domain/dine-in/dine-in-messages.ts';
import { findTableByToken } from '../tables/find-table.ts';
import type { OrderingTable } from './ordering-table.ts';
import { readTableTab, recentTableOrders, type TableTab } from './table-tab.ts';

/** How far back a table that pays order by order sees its orders: a meal's length, and then some. */
const RECENT_MS = 3 * 60 * 60 * 1000;

export interface TableView extends Pick<TableTab, 'orders' | 'figures'> {
  table: OrderingTable;
  location: { id: number; name: string };
  outlook: DineInOutlook;
  payAtEnd: boolean;
  /** The shop takes cards: a table that pays with each order may pay a round by card as it sends it. */
  cardAccepted: boolean;
  timeZone: string;
}

/**
 * GET /api/table/{token}: what the guests' phones at a table show (docs/product/tables.md):
 * whether they can order now and why not, and the table's orders — its open tab's when it pays
 * at the end, otherwise its orders of the last hours. Anyone holding the code may read it; it
 * carries no names.
 */
export async function readTableView(db: Database, token: string, now: number, language: PageLanguage): Promise<Outcome<TableView>> {
  const table = await findTableByToken(db, token);
  if (!table) return refused('not_found', DINE_IN_MESSAGES.unknownTable, { code: 'table_unknown' });
  const { location } = table;
  const settings = readStoredFulfilment(location.fulfilment);
  const { payAtEnd } = settings.dineIn;
  const shop = await db.select({ payCard: storeSettings.payCard }).from(storeSettings).get();
  const { orders, figures } = payAtEnd ? await readTableTab(db, table) : await recentTableOrders(db, table.id, now - RECENT_MS);
  return done({
    table,
    location: { id: location.id, name: location.name },
    outlook: dineInOutlook(settings, now, language),
    payAtEnd,
    cardAccepted: shop?.payCard ?? true,
    timeZone: settings.timeZone,
    orders,
    figures,
  });
}
