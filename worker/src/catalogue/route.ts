import { type Context, Hono, type MiddlewareHandler } from 'hono';
import {
  CatalogueImportAnswer,
  CatalogueImportQuery,
  CatalogueRefusal,
  type CatalogueReport,
} from '../../../domain/contracts/catalogue.ts';
import { CATALOGUE_ERRORS, CATALOGUE_IMPORT_MAX_ROWS, CATALOGUE_MESSAGES } from '../../../domain/catalogue-file.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { dollarsToCents } from '../http/amounts.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import { limitBody } from '../http/body-limit.ts';
import { answer, documented, failure, queryOf } from '../http/documented.ts';
import { AppError, UnsupportedMediaTypeError } from '../http/errors.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { catalogueTemplate, exportCatalogue } from './export-catalogue.ts';
import { importCatalogue } from './import-catalogue.ts';

export const CATALOGUE_IMPORT_PATH = '/api/admin/catalogue/import';
/** Ten thousand rows with long descriptions fit well within this. */
export const CATALOGUE_MAX_BYTES = 16 * 1024 * 1024;

export interface CatalogueRuntime extends AuthRuntime {
  /** An import changes the menu everyone reads. */
  menuCache: MenuCache;
  /** Starts copying the pictures an import queued, after its answer; absent where there is no picture store. */
  pictureCopies: { wake(c: Context): void } | undefined;
}

const csvFile = (what: string, name: string) => ({
  description: `${what}: RFC 4180, UTF-8 with a byte-order mark, CRLF; a cell beginning with =, +, -, @ is prefixed with ' (the import takes it away again). File name: ${name}`,
  content: { 'text/csv': { schema: { type: 'string' as const } } },
});

function csvResponse(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * A grocer's catalogue as a file (docs/product/catalogue-file.md): the template to fill, the whole
 * catalogue to export, and an import that checks every row first and writes all or nothing.
 */
export function catalogueRoutes(runtime: CatalogueRuntime) {
  const admin = requireAdmin(runtime);
  /** Answered in the asker's language, each problem too. */
  const inLanguage = (c: Parameters<typeof inAskerLanguage>[0], report: CatalogueReport): CatalogueReport => ({
    ...report,
    errors: report.errors.map((problem) => ({ ...problem, message: inAskerLanguage(c, problem.message) })),
  });

  return new Hono<AuthEnv>()
    .get(
      '/template.csv',
      documented({
        operationId: 'catalogueTemplate',
        summary: 'The catalogue file’s columns, with an example product (admin)',
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: csvFile('The header and one example row', 'catalogue-template.csv') },
      }),
      admin,
      () => csvResponse(catalogueTemplate(), 'catalogue-template.csv'),
    )
    .get(
      '/export.csv',
      documented({
        operationId: 'exportCatalogue',
        summary: 'Every product in the catalogue file’s columns (admin)',
        description: 'Importing it again changes nothing. Stock is the first location’s, as it is now.',
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: csvFile('Every product, hidden categories’ too', 'catalogue.csv') },
      }),
      admin,
      async () => csvResponse(await exportCatalogue(runtime.db), 'catalogue.csv'),
    )
    .post(
      '/import',
      documented({
        operationId: 'importCatalogue',
        summary: 'Add and change products from a CSV file, all rows or none (admin)',
        description: `A text/csv body (UTF-8), at most ${CATALOGUE_IMPORT_MAX_ROWS.toLocaleString('en')} rows under a header naming the columns (GET /api/admin/catalogue/template.csv). Each row updates the product with its \`sku\` (else with its \`id\`) or adds one; the columns a file leaves out stay as they are. With \`dryRun=1\` the answer says what would happen and nothing is written. Without, every row is written in one transaction, or none when any row is wrong: 400 with the same report.`,
        tags: ['Admin'],
        access: 'admin',
        requestBody: { required: true, content: { 'text/csv': { schema: { type: 'string' } } } },
        responses: {
          200: answer(`'${CATALOGUE_MESSAGES.imported}' or, on a dry run, '${CATALOGUE_MESSAGES.checked}'`, CatalogueImportAnswer),
          400: answer(`'${CATALOGUE_MESSAGES.rejected}' with the report in \`data\`: nothing written`, CatalogueRefusal),
          413: failure('The file is larger than 16 MB'),
          415: failure(`'${CATALOGUE_ERRORS.notCsv}'`),
        },
      }),
      admin,
      queryOf(CatalogueImportQuery),
      limitBody(CATALOGUE_MAX_BYTES),
      requireCsv(),
      async (c) => {
        const dryRun = ['1', 'true'].includes(c.req.valid('query').dryRun ?? '');
        const { user } = c.get('auth');
        const { report, applied } = await importCatalogue(runtime.db, await c.req.text(), {
          apply: !dryRun,
          by: { userId: user.id, name: user.displayName },
          now: runtime.now(),
          toCents: dollarsToCents,
          copyPictures: runtime.pictureCopies !== undefined,
        });
        if (applied) await runtime.menuCache.refresh();
        if (report.picturesQueued > 0) runtime.pictureCopies?.wake(c);
        const data = inLanguage(c, report);
        if (!dryRun && report.errors.length > 0) {
          throw new AppError(400, 'catalogue_invalid', inAskerLanguage(c, CATALOGUE_MESSAGES.rejected), { data });
        }
        const message = inAskerLanguage(c, dryRun ? CATALOGUE_MESSAGES.checked : CATALOGUE_MESSAGES.imported);
        return c.json({ success: true as const, data, message }, 200, { 'Cache-Control': 'no-store' });
      },
    );
}

/**
 * The file is declared as CSV: never a form or plain text, which a page of another site could send
 * without asking (the Origin check stands before this).
 */
function requireCsv(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type')?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (type !== 'text/csv' && type !== 'application/csv') throw new UnsupportedMediaTypeError(CATALOGUE_ERRORS.notCsv);
    await next();
  };
}
