import { z } from 'zod';
import { CATALOGUE_COLUMNS } from '../catalogue-file.ts';
import { Count, dataAnswerWithMessage, ErrorAnswer } from './envelope.ts';

/** POST /api/admin/catalogue/import and GET …/export.csv: the catalogue as a CSV file. */

export const CatalogueImportQuery = z.object({
  dryRun: z
    .enum(['1', 'true', '0', 'false'], { error: 'dryRun takes 1 or 0.' })
    .optional()
    .describe('1: check the file and say what it would do, writing nothing'),
});

export const CatalogueReport = z
  .object({
    created: Count.describe('Rows that add a product'),
    updated: Count.describe('Rows that change a product'),
    unchanged: Count.describe('Rows that leave their product as it is'),
    errors: z
      .array(
        z.object({
          line: z.int().min(1).describe("The problem's line in the file (the header is line 1)"),
          field: z.string().describe(`The column: ${CATALOGUE_COLUMNS.map((column) => column.name).join(', ')}; '' for the whole line`),
          message: z.string(),
        }),
      )
      .describe('Every problem found, in the order of the file; none: the file can be imported'),
    picturesQueued: Count.describe(
      "Products whose picture is another site's address, queued to be copied into the shop's picture store after the answer (0 on a dry run)",
    ),
  })
  .meta({ id: 'CatalogueReport' });
export type CatalogueReport = z.infer<typeof CatalogueReport>;

export const CatalogueImportAnswer = dataAnswerWithMessage(CatalogueReport);
export type CatalogueImportAnswer = z.infer<typeof CatalogueImportAnswer>;
/** A file with problems, imported for real: nothing written, and the same report. */
export const CatalogueRefusal = ErrorAnswer.extend({ data: CatalogueReport });
