import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from './client.ts';

/** A value SQLite binds as it is (the caller maps dates and booleans). */
export type SqlValue = string | number | bigint | null | Uint8Array;

/**
 * A statement's final text and values, for the few that run with every order. Drizzle turns its
 * `sql` templates into text again on each call, checking every piece's kind; for an order's dozen
 * statements that cost about a tenth of the server's time under load. A flat statement's text is
 * the template's strings joined by `?` once per call site (or per table and row shape, in
 * worker/src/orders/insert-rows.ts), so each call only gathers its values. It still
 * fits in a Drizzle template (getSQL), where a rarer statement builds on it.
 */
export class FlatStatement implements SQLWrapper {
  readonly sql: string;
  readonly params: readonly SqlValue[];
  readonly #parts: readonly string[];

  constructor(sqlText: string, params: readonly SqlValue[], parts: readonly string[]) {
    this.sql = sqlText;
    this.params = params;
    this.#parts = parts;
  }

  /** Placed in a Drizzle template as written, not in parentheses as Drizzle places a subquery. */
  shouldOmitSQLParens(): boolean {
    return true;
  }

  getSQL(): SQL {
    const strings = Object.assign([...this.#parts], { raw: [...this.#parts] }) as unknown as TemplateStringsArray;
    return sql(strings, ...this.params);
  }
}

const texts = new WeakMap<readonly string[], string>();

/** `flat\`update "x" set "y" = ${value}\``: a FlatStatement whose text is computed once per call site. */
export function flat(strings: TemplateStringsArray, ...values: SqlValue[]): FlatStatement {
  return new FlatStatement(textOf(strings), values, strings);
}

/** A FlatStatement from statement text split around its values (`parts.length` is values + 1). */
export function flatFromParts(parts: readonly string[], values: SqlValue[]): FlatStatement {
  return new FlatStatement(textOf(parts), values, parts);
}

function textOf(parts: readonly string[]): string {
  let text = texts.get(parts);
  if (text === undefined) {
    text = parts.join('?');
    texts.set(parts, text);
  }
  return text;
}

interface DrizzleInternals {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      executeMethod: 'run' | 'all',
      isResponseInArrayMode: boolean,
    ): { all(): Promise<unknown[]> };
  };
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
}

/**
 * A statement as an item of `db.batch([...])`. An item made with `db.run(sql)` works in libSQL's
 * batch but not in D1's, which binds a statement prepared by its session; so this asks the
 * database's own session to prepare it, as Drizzle's query builders do. It leans on Drizzle's
 * internal `session` and `dialect` (drizzle-orm 0.45): tests/worker/orders.test.ts runs it on
 * D1, the integration tests on libSQL.
 */
export function batchStatement(db: Database, statement: FlatStatement | SQLWrapper): BatchItem<'sqlite'> {
  const { session, dialect } = db as unknown as DrizzleInternals;
  const query = () =>
    statement instanceof FlatStatement ? { sql: statement.sql, params: [...statement.params] } : dialect.sqlToQuery(statement.getSQL());
  return { _prepare: () => session.prepareQuery(query(), undefined, 'run', false) } as unknown as BatchItem<'sqlite'>;
}

/** The rows a flat statement reads, as objects keyed by column name. */
export function readRows<Row>(db: Database, statement: FlatStatement): Promise<Row[]> {
  const { session } = db as unknown as DrizzleInternals;
  return session.prepareQuery({ sql: statement.sql, params: [...statement.params] }, undefined, 'all', false).all() as Promise<Row[]>;
}
