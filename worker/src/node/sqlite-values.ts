import { LibsqlBatchError, LibsqlError, type InArgs, type Row } from '@libsql/client';
import Database from 'libsql';

/**
 * Values between the app and the `libsql` engine, converted as @libsql/client's file client
 * converts them (its `intMode: 'number'`), so embedded-client.ts answers exactly like it.
 */

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_INT64 = -(2n ** 63n);
const MAX_INT64 = 2n ** 63n - 1n;

/** Positional arguments as an array; named ones (`:name`, `@name`, `$name`) as an object. */
export function toSqlArgs(args: InArgs): unknown[] | Record<string, unknown> {
  if (Array.isArray(args)) return args.map(toSqlValue);
  const named: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) named[/^[@$:]/.test(name) ? name.slice(1) : name] = toSqlValue(value);
  return named;
}

function toSqlValue(value: unknown): unknown {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
    return value;
  }
  if (typeof value === 'bigint') {
    if (value < MIN_INT64 || value > MAX_INT64)
      throw new RangeError('bigint is too large to be represented as a 64-bit integer and passed as argument');
    return value;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Date) return value.valueOf();
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database');
  return value;
}

/** Integers come back as bigints (safeIntegers); the app wants numbers, and refuses unsafe ones. */
function fromSqlValue(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (value < MIN_SAFE || value > MAX_SAFE)
      throw new RangeError('Received integer which cannot be safely represented as a JavaScript number');
    return Number(value);
  }
  if (value instanceof Buffer) return value.buffer;
  return value;
}

/**
 * The rows of one statement as libSQL gives them: values by column name (enumerable; the first of
 * a name wins) and by index (not enumerable), with a length. Made once per statement: every row
 * then has the same shape, its names its own properties and its indexes read through the shared
 * prototype, instead of each row being built property by property as a slow dictionary object.
 */
export function rowMaker(columns: readonly string[]): (values: readonly unknown[]) => Row {
  const named: Array<[name: string, index: number]> = [];
  columns.forEach((name, index) => {
    const takenByIndex = name === 'length' || (/^(0|[1-9]\d*)$/.test(name) && Number(name) < columns.length);
    if (!takenByIndex && !named.some(([other]) => other === name)) named.push([name, index]);
  });
  class StatementRow {
    readonly #values: readonly unknown[];
    constructor(values: readonly unknown[]) {
      this.#values = values;
      for (const [name, index] of named) (this as Record<string, unknown>)[name] = values[index];
    }
    static valuesOf(row: StatementRow): readonly unknown[] {
      return row.#values;
    }
  }
  Object.defineProperty(StatementRow.prototype, 'length', { value: columns.length });
  for (let index = 0; index < columns.length; index++) {
    Object.defineProperty(StatementRow.prototype, index, {
      get(this: StatementRow) {
        return StatementRow.valuesOf(this)[index];
      },
    });
  }
  return (values) => new StatementRow(values.map(fromSqlValue)) as unknown as Row;
}

const BASE_CODES: (string | undefined)[] = [
  undefined,
  'SQLITE_ERROR',
  'SQLITE_INTERNAL',
  'SQLITE_PERM',
  'SQLITE_ABORT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_NOMEM',
  'SQLITE_READONLY',
  'SQLITE_INTERRUPT',
  'SQLITE_IOERR',
  'SQLITE_CORRUPT',
  'SQLITE_NOTFOUND',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_PROTOCOL',
  'SQLITE_EMPTY',
  'SQLITE_SCHEMA',
  'SQLITE_TOOBIG',
  'SQLITE_CONSTRAINT',
  'SQLITE_MISMATCH',
  'SQLITE_MISUSE',
  'SQLITE_NOLFS',
  'SQLITE_AUTH',
  'SQLITE_FORMAT',
  'SQLITE_RANGE',
  'SQLITE_NOTADB',
  'SQLITE_NOTICE',
  'SQLITE_WARNING',
];

/** The engine's SqliteError as a LibsqlError: base code (SQLITE_CONSTRAINT), extended code, cause. */
export function toSqlError(error: unknown): unknown {
  if (!(error instanceof Database.SqliteError)) return error;
  const sqliteError = error as InstanceType<typeof Database.SqliteError>;
  const base =
    sqliteError.rawCode === undefined
      ? 'SQLITE_UNKNOWN'
      : (BASE_CODES[sqliteError.rawCode & 0xff] ?? `SQLITE_UNKNOWN_${sqliteError.rawCode & 0xff}`);
  return new LibsqlError(sqliteError.message, base, sqliteError.code, sqliteError.rawCode, sqliteError);
}

/** A statement's error inside a batch, with the statement's index, as @libsql/client reports it. */
export function toBatchError(error: unknown, index: number): unknown {
  if (!(error instanceof LibsqlError) || error instanceof LibsqlBatchError) return error;
  return new LibsqlBatchError(
    error.message,
    index,
    error.code,
    error.extendedCode,
    error.rawCode,
    error.cause instanceof Error ? error.cause : undefined,
  );
}
