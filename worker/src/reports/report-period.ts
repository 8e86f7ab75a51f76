import type { Database } from '../../../db/client.ts';
import type { ReportRangeQuery } from '../../../domain/contracts/reports.ts';
import { reportRange, type ReportRange } from '../../../domain/reports.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { reportSettings } from './read-settings.ts';
import { readBooksLocation } from './location-books.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';

/**
 * The period a sales report or export asks for, of one location or all, in its days (its time zone), with the
 * currency its amounts are in; refused with the Analytics screen's message for the field at fault.
 */
export async function reportPeriod(db: Database, query: ReportRangeQuery): Promise<Outcome<{ range: ReportRange; currency: string }>> {
  const settings = await reportSettings(db);
  const location = query.location === undefined ? undefined : await readBooksLocation(db, query.location);
  if (query.location !== undefined && !location) return refused('not_found', LOCATION_MESSAGES.notFound);
  // One location's days are its own; the whole shop's are the first location's.
  const checked = reportRange(query, location?.timeZone ?? settings.timeZone);
  if (!checked.ok) return refused('invalid', checked.message, { errors: { [checked.field]: checked.message } });
  return done({ range: { ...checked.range, locationId: location?.id }, currency: settings.currency });
}
