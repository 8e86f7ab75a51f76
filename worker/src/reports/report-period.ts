import type { Database } from '../../../db/client.ts';
import type { ReportRangeQuery } from '../../../domain/contracts/reports.ts';
import { reportRange, type ReportRange } from '../../../domain/reports.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { reportSettings } from './read-settings.ts';

/**
 * The period a sales report or export asks for, in the shop's days (its time zone), with the
 * currency its amounts are in; refused with the Analytics screen's message for the field at fault.
 */
export async function reportPeriod(db: Database, query: ReportRangeQuery): Promise<Outcome<{ range: ReportRange; currency: string }>> {
  const settings = await reportSettings(db);
  const checked = reportRange(query, settings.timeZone);
  if (!checked.ok) return refused('invalid', checked.message, { errors: { [checked.field]: checked.message } });
  return done({ range: checked.range, currency: settings.currency });
}
