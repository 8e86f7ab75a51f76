import { Hono } from 'hono';
import { TABLE_MESSAGES } from '../../../domain/tables/table-form.ts';
import {
  ClosedTabAnswer,
  CloseTabBody,
  TablesAtAGlanceAnswer,
  TableTabAnswer,
  TableViewAnswer,
} from '../../../domain/contracts/dine-in.ts';
import { DINE_IN_MESSAGES } from '../../../domain/dine-in/dine-in-messages.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { requireStaff, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { readWorkLocations } from '../auth/work-locations.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { wholeIdOf, wholeIdParameter } from '../http/whole-id.ts';
import { requestLanguage } from '../http/request-language.ts';
import { closedTabAnswer, tablesAtAGlanceAnswer, tableViewAnswer, tabAnswer } from './answer.ts';
import { closeTab } from './close-tab.ts';
import { readTablesAtAGlance, readTableTab, tableForTeam } from './table-tab.ts';
import { readTableView } from './table-view.ts';

const tableId = wholeIdParameter("The table's id");
const refusals = {
  403: failure(`'${LOCATION_MESSAGES.notYourLocation}'`),
  404: failure(`'${TABLE_MESSAGES.notFound}'`),
};

/** A table's open tab, for the team of its location (docs/product/tables.md). */
export function tabRoutes(runtime: AuthRuntime) {
  const teamTable = async (id: string, userId: string) => {
    const work = await readWorkLocations(runtime.db, userId);
    return valueOrRefusal(await tableForTeam(runtime.db, wholeIdOf(id), work));
  };
  return new Hono<AuthEnv>()
    .get(
      '/tabs',
      documented({
        operationId: 'listTableTabs',
        summary: 'Every table of your locations with its open tab: orders, total, paid and due (staff and admin)',
        description:
          "For the team's Tabs screen: the tables of the locations the caller works at (an admin's: all), by location and name as people count, each with its open tab (null when none) and what its orders come to.",
        tags: ['Orders'],
        access: 'staff',
        responses: { 200: answer('The tables', TablesAtAGlanceAnswer) },
      }),
      requireStaff(runtime),
      async (c) => {
        const work = await readWorkLocations(runtime.db, c.get('auth').user.id);
        const tables = await readTablesAtAGlance(runtime.db, work);
        return c.json({ success: true as const, data: tablesAtAGlanceAnswer(tables) }, 200, { 'Cache-Control': 'no-store' });
      },
    )
    .get(
      '/:id/tab',
      documented({
        operationId: 'readTableTab',
        summary: "A table's open tab: its orders, what they come to, what is paid and due (staff of its location and admin)",
        description:
          "Where the location's tables pay at the end, each of a table's orders joins its open tab, opened by the first. `tab` is null while the table has none. Totals are the orders' totals less refunds; cancelled orders count for nothing.",
        tags: ['Orders'],
        access: 'staff',
        parameters: [tableId],
        responses: { 200: answer('The tab', TableTabAnswer), ...refusals },
      }),
      requireStaff(runtime),
      async (c) => {
        const table = await teamTable(c.req.param('id'), c.get('auth').user.id);
        const tab = await readTableTab(runtime.db, table);
        return c.json({ success: true as const, data: tabAnswer(tab) }, 200, { 'Cache-Control': 'no-store' });
      },
    )
    .post(
      '/:id/tab/close',
      documented({
        operationId: 'closeTableTab',
        summary: "Close a table's open tab with its payment (staff of its location and admin)",
        description:
          'The guests paid what is due in one way (`paymentMethod`): every order of the tab still to pay is paid so, with a payment line in its history naming who closed it, and the tab is closed: the table’s next order opens a new one. With `split.ways`, the answer lists the equal shares (to the cent, adding up to what was paid).',
        tags: ['Orders'],
        access: 'staff',
        parameters: [tableId],
        responses: {
          200: answer('The closed tab, its orders paid', ClosedTabAnswer),
          400: failure(`A payment method other than cash, card or upi; '${DINE_IN_MESSAGES.splitWays}'`),
          ...refusals,
          409: failure(`'${DINE_IN_MESSAGES.noOpenTab}' (code no_open_tab)`),
        },
      }),
      requireStaff(runtime),
      jsonBody(CloseTabBody),
      async (c) => {
        const auth = c.get('auth');
        const table = await teamTable(c.req.param('id'), auth.user.id);
        const { paymentMethod, split } = c.req.valid('json');
        const closed = valueOrRefusal(await closeTab(runtime.db, { table, paymentMethod, by: auth.user, now: runtime.now() }));
        return c.json({ success: true as const, data: closedTabAnswer(closed, split?.ways) }, 200);
      },
    );
}

/** What a table's guests read on their phones: no session, the QR code's token is the key. */
export function tableViewRoutes(runtime: Pick<AuthRuntime, 'db' | 'now'>) {
  return new Hono().get(
    '/:token',
    documented({
      operationId: 'readTableView',
      summary: 'What the guests at a table see: whether they can order now, and the table’s orders (anyone with its QR code)',
      description:
        "For the page a table's QR code opens (/table/{token}): the table's and its location's names, whether dine-in takes orders now (else why, in the language Accept-Language asks for, and when it opens), whether the table pays at the end, and its orders (its open tab's, or where each order is paid as it is placed, its orders of the last 3 hours) with what they come to, what is paid and what is due. No names, phones or history. An unknown or renewed token: 404.",
      tags: ['Orders'],
      access: 'public',
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string', maxLength: 100 } }],
      responses: { 200: answer("The table's view", TableViewAnswer), 404: failure(`'${DINE_IN_MESSAGES.unknownTable}'`) },
    }),
    async (c) => {
      const view = valueOrRefusal(await readTableView(runtime.db, c.req.param('token'), runtime.now(), requestLanguage(c)));
      return c.json({ success: true as const, data: tableViewAnswer(view) }, 200, { 'Cache-Control': 'no-store' });
    },
  );
}
