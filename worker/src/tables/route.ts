import { type Context, Hono } from 'hono';
import { TableBody, TableChangedAnswer, TablesAnswer, TablesQuery } from '../../../domain/contracts/tables.ts';
import { SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { translator } from '../../../domain/i18n/tables.ts';
import { sortTables } from '../../../domain/tables/table-order.ts';
import { TABLE_MESSAGES } from '../../../domain/tables/table-form.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody, queryOf } from '../http/documented.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import { refusalError, valueOrRefusal } from '../http/outcome.ts';
import { refused } from '../outcome.ts';
import { wholeIdOf, wholeIdParameter } from '../http/whole-id.ts';
import { getPublicSettings } from '../settings/get-public-settings.ts';
import { toTableAnswer } from './answer.ts';
import { tablesQrSheet } from './qr-sheet.ts';
import { type QrCard, tableQrSvg } from './qr-svg.ts';
import { createTable, removeTable, renewTableToken, updateTable } from './save-table.ts';
import { readTable, readTables, type TableWithLocation } from './store.ts';

export interface TableRuntime extends AuthRuntime {
  /** The site's own address (PUBLIC_URL); without it, the origin each request came to. */
  publicUrl: string | undefined;
}

const noStore = { 'Cache-Control': 'no-store' };
const idParameter = wholeIdParameter("The table's id");
const notFound = { 404: failure(`'${TABLE_MESSAGES.notFound}'`) };
const fileAnswer = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string' as const, format: 'binary' } } },
});

/** The words around a code: the brand's name, and the line under it in the shop's default language. */
async function cardWords(runtime: TableRuntime) {
  const settings = await getPublicSettings(runtime.db);
  return { shopName: settings.brand.name, scanToOrder: translator(settings.languages.default)(TABLE_MESSAGES.scanToOrder) };
}

/** A file name in plain letters whatever the table is called: "table-7.svg". */
function fileNameOf(name: string, id: number): string {
  const slug = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${slug || `table-${id}`}.svg`;
}

/**
 * The owner's tables (docs/product/tables.md): the list, add, change and remove, a new code for a
 * table, and the codes to print: one table's as SVG, a location's or every table's as an A4 PDF.
 */
export function tableRoutes(runtime: TableRuntime) {
  const originOf = (url: string) => runtime.publicUrl ?? new URL(url).origin;
  const card = (row: TableWithLocation, origin: string, words: Awaited<ReturnType<typeof cardWords>>): QrCard => ({
    ...words,
    tableName: row.name,
    url: toTableAnswer(row, origin).url,
  });
  /** A table after a change, with the change's message in the asker's language. */
  const changed = <Status extends 200 | 201>(c: Context<AuthEnv>, row: TableWithLocation, message: string, status: Status) =>
    c.json(
      { success: true as const, data: toTableAnswer(row, originOf(c.req.url)), message: inAskerLanguage(c, message) },
      status,
      noStore,
    );
  return new Hono<AuthEnv>()
    .get(
      '/',
      documented({
        operationId: 'listTables',
        summary: "The shop's tables, by location then name (admin)",
        description:
          'Names in the order people count ("Table 2" before "Table 10"). `url` is where each QR code leads. With `location`, that location\'s tables only.',
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: answer('The tables', TablesAnswer) },
      }),
      requireAdmin(runtime),
      queryOf(TablesQuery),
      async (c) => {
        const origin = originOf(c.req.url);
        const rows = sortTables(await readTables(runtime.db, c.req.valid('query').location));
        return c.json({ success: true as const, data: rows.map((row) => toTableAnswer(row, origin)) }, 200, noStore);
      },
    )
    .get(
      '/qr.pdf',
      documented({
        operationId: 'tablesQrSheet',
        summary: "The tables' QR codes to print: an A4 PDF, six to a page (admin)",
        description:
          "Each card has the shop's name, the table's name, its code and a line asking to scan it, in the shop's default language. The PDF's standard fonts write Latin text only: other characters are left out there (the SVG of one table writes every script). With `location`, that location's tables only.",
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: fileAnswer('application/pdf', 'The sheet') },
      }),
      requireAdmin(runtime),
      queryOf(TablesQuery),
      async (c) => {
        const origin = originOf(c.req.url);
        const [rows, words] = await Promise.all([readTables(runtime.db, c.req.valid('query').location), cardWords(runtime)]);
        const cards = sortTables(rows).map((row) => card(row, origin, words));
        const fallbackScanLine = translator(SOURCE_LANGUAGE)(TABLE_MESSAGES.scanToOrder);
        const pdf = await tablesQrSheet(cards, { title: `${words.shopName}: ${fallbackScanLine}`, fallbackScanLine });
        return c.body(pdf, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'inline; filename="table-qr-codes.pdf"',
          ...noStore,
        });
      },
    )
    .post(
      '/',
      documented({
        operationId: 'createTable',
        summary: 'Add a table (admin)',
        description:
          "`locationId` left out: the shop's first location. The table gets its own unguessable token; `url` is where its QR code leads.",
        tags: ['Admin'],
        access: 'admin',
        responses: {
          201: answer(`'${TABLE_MESSAGES.added}'`, TableChangedAnswer),
          400: failure(`A field is missing or invalid (per-field messages in \`errors\`), or '${TABLE_MESSAGES.locationClosed}'`),
          409: failure('The location has a table of that name already'),
        },
      }),
      requireAdmin(runtime),
      jsonBody(TableBody),
      async (c) => {
        return changed(c, valueOrRefusal(await createTable(runtime.db, c.req.valid('json'))), TABLE_MESSAGES.added, 201);
      },
    )
    .put(
      '/:id',
      documented({
        operationId: 'updateTable',
        summary: "Change a table's name, seats or location (admin)",
        description: '`locationId` left out: it stays where it is. Its token, and so its printed code, stays.',
        tags: ['Admin'],
        access: 'admin',
        parameters: [idParameter],
        responses: {
          200: answer(`'${TABLE_MESSAGES.saved}'`, TableChangedAnswer),
          400: failure(`A field is invalid (per-field messages in \`errors\`), or '${TABLE_MESSAGES.locationClosed}'`),
          ...notFound,
          409: failure('The location has another table of that name'),
        },
      }),
      requireAdmin(runtime),
      jsonBody(TableBody),
      async (c) => {
        return changed(
          c,
          valueOrRefusal(await updateTable(runtime.db, wholeIdOf(c.req.param('id')), c.req.valid('json'))),
          TABLE_MESSAGES.saved,
          200,
        );
      },
    )
    .delete(
      '/:id',
      documented({
        operationId: 'removeTable',
        summary: 'Remove a table (admin)',
        description: "Its code stops working; its past orders keep the table's name. Refused while its tab is open with orders on it.",
        tags: ['Admin'],
        access: 'admin',
        parameters: [idParameter],
        responses: { 204: { description: 'Removed' }, ...notFound, 409: failure("The table's tab is open: close it first") },
      }),
      requireAdmin(runtime),
      async (c) => {
        valueOrRefusal(await removeTable(runtime.db, wholeIdOf(c.req.param('id'))));
        return c.body(null, 204, noStore);
      },
    )
    .post(
      '/:id/token',
      documented({
        operationId: 'renewTableToken',
        summary: 'Give a table a new code; the printed one stops working (admin)',
        tags: ['Admin'],
        access: 'admin',
        parameters: [idParameter],
        responses: { 200: answer(`'${TABLE_MESSAGES.renewed}'`, TableChangedAnswer), ...notFound },
      }),
      requireAdmin(runtime),
      async (c) => {
        return changed(c, valueOrRefusal(await renewTableToken(runtime.db, wholeIdOf(c.req.param('id')))), TABLE_MESSAGES.renewed, 200);
      },
    )
    .get(
      '/:id/qr.svg',
      documented({
        operationId: 'tableQrSvg',
        summary: "One table's QR code as SVG, with the shop's and the table's names (admin)",
        tags: ['Admin'],
        access: 'admin',
        parameters: [idParameter],
        responses: { 200: fileAnswer('image/svg+xml', 'The code'), ...notFound },
      }),
      requireAdmin(runtime),
      async (c) => {
        const id = wholeIdOf(c.req.param('id'));
        const [row, words] = await Promise.all([readTable(runtime.db, id), cardWords(runtime)]);
        if (!row) throw refusalError(refused('not_found', TABLE_MESSAGES.notFound));
        return c.body(tableQrSvg(card(row, originOf(c.req.url), words)), 200, {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Content-Disposition': `inline; filename="${fileNameOf(row.name, row.id)}"`,
          ...noStore,
        });
      },
    );
}
