import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../../db/client.ts';

interface DrizzleInternals {
  session: { prepareQuery(query: unknown, fields: undefined, executeMethod: 'run', isResponseInArrayMode: boolean): unknown };
  dialect: { sqlToQuery(statement: SQL): unknown };
}

/**
 * A flat SQL statement (insert-rows.ts) as an item of `db.batch([...])`. An item made with
 * `db.run(sql)` works in libSQL's batch but not in D1's, which binds a statement prepared by its
 * session; so this asks the database's own session to prepare it, as Drizzle's query builders
 * do. It leans on Drizzle's internal `session` and `dialect` (drizzle-orm 0.45):
 * tests/worker/orders.test.ts runs it on D1, the integration tests on libSQL.
 */
export function batchStatement(db: Database, statement: SQL): BatchItem<'sqlite'> {
  const { session, dialect } = db as unknown as DrizzleInternals;
  return { _prepare: () => session.prepareQuery(dialect.sqlToQuery(statement), undefined, 'run', false) } as unknown as BatchItem<'sqlite'>;
}
