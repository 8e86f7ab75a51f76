import {
  LibsqlBatchError,
  LibsqlError,
  type Client,
  type InArgs,
  type InStatement,
  type Replicated,
  type ResultSet,
  type Row,
  type Transaction,
  type TransactionMode,
} from '@libsql/client';
import Database from 'libsql';
import { EmbeddedTransaction } from './embedded-transaction.ts';
import { WalSync } from './wal-sync.ts';
import { rowMaker, toBatchError, toSqlArgs, toSqlError } from './sqlite-values.ts';

/**
 * A libSQL `Client` over one connection to a local database file that keeps its prepared
 * statements. @libsql/client's file client prepares every statement again on every call and
 * asks SQLite for its columns twice, which cost more than running it: about 20–30 µs per
 * statement, a third of an order's CPU (ten statements each). The app has a few dozen
 * statement texts, so each is compiled once and then only bound and stepped.
 *
 * Same contract as @libsql/client's file client (results, integers as numbers, errors as
 * LibsqlError / LibsqlBatchError), over the same engine (`libsql`, which @libsql/client uses).
 * One connection: statements run synchronously, so a pool would add no parallelism, and an
 * interactive transaction holds the connection until it ends while other calls wait.
 */
export function openEmbeddedClient(path: string, options: EmbeddedClientOptions = {}): Client {
  return new EmbeddedClient(path, options);
}

export interface EmbeddedClientOptions {
  /**
   * Put the database in WAL mode and answer each commit once the log is synced to disk, the sync
   * running off the event loop (wal-sync.ts): an answered write survives a power cut, as with
   * `synchronous = FULL`, without the server stopping for the disk.
   */
  durable?: boolean;
}

/**
 * Calls `listener` after every commit this process makes through `client` (a batch, a group of
 * them, a transaction, a single write), synchronously: it should only note that something
 * changed. A durable client calls it once the commit is on disk, with the sync that put it there
 * (one call may stand for several commits). Answers how to stop, or undefined for a client that is not embedded-client.ts's (a
 * remote database), whose commits cannot be heard.
 */
export function onCommit(client: Client, listener: () => void): (() => void) | undefined {
  if (!(client instanceof EmbeddedClient)) return undefined;
  client.commitListeners.add(listener);
  return () => void client.commitListeners.delete(listener);
}

/** Enough for every statement the app runs (multi-row inserts add one text per row count). */
const STATEMENT_CACHE_SIZE = 256;
const DDL = /^\s*(create|alter|drop)\b/i;
/**
 * How long a statement waits for another process's write lock before failing with SQLITE_BUSY.
 * SQLite waits inside the call, so this process pauses meanwhile; a write holds the lock for
 * well under a millisecond, so the wait is short unless something is badly wrong.
 */
export const BUSY_TIMEOUT_MS = 5000;

interface CachedStatement {
  statement: Database.Statement;
  reader: boolean;
  columns: string[];
  columnTypes: string[];
  toRow: (values: readonly unknown[]) => Row;
}

class EmbeddedClient implements Client {
  closed = false;
  protocol = 'file' as const;
  #path: string;
  #connection: Database.Database;
  #statements = new Map<string, CachedStatement>();
  /** Settles when the open interactive transaction ends; null when none is open. */
  #transactionDone: Promise<void> | null = null;
  /** Write batches that commit together on the next turn of the event loop (#commitWaiting). */
  #waiting: WaitingBatch[] = [];
  /** @internal See onCommit. */
  commitListeners = new Set<() => void>();
  /** Set when commits are synced off the event loop (options.durable). */
  #walSync: WalSync | undefined;
  #durable: boolean;

  constructor(path: string, options: EmbeddedClientOptions) {
    this.#path = path;
    this.#durable = options.durable ?? false;
    this.#connection = this.#open();
  }

  async execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    await this.#turn();
    const before = this.#walSync?.commits;
    const result = this.run(typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql);
    if (before !== this.#walSync?.commits) await this.durable();
    return result;
  }

  /** @internal Settles once every commit so far is on disk (at once unless options.durable). */
  durable(): Promise<void> {
    return this.#walSync?.durable() ?? Promise.resolve();
  }

  /**
   * Without a mode (as Drizzle's db.batch calls it) a batch takes the write lock up front
   * (BEGIN IMMEDIATE), unlike @libsql/client's 'deferred'. With another process writing to the
   * file, a deferred transaction that reads and then writes fails at once with SQLITE_BUSY when
   * the other commits in between (its snapshot is stale, so waiting cannot help); one that
   * starts with the lock waits its turn (BUSY_TIMEOUT_MS) and never has to upgrade.
   */
  async batch(stmts: Array<InStatement | [string, InArgs?]>, mode: TransactionMode = 'write'): Promise<ResultSet[]> {
    if (mode !== 'write') {
      await this.#turn();
      const results = this.inTransaction(mode, stmts);
      await this.durable();
      return results;
    }
    return new Promise((resolve, reject) => {
      this.#waiting.push({ stmts, resolve, reject });
      if (this.#waiting.length === 1) setImmediate(() => void this.#commitWaiting());
    });
  }

  /**
   * Group commit: the write batches asked for while this turn of the event loop ran (at a rush,
   * several orders) commit together in one transaction. One COMMIT (and one write of the log's
   * pages they share) serves them all. Should any of them fail, or end the transaction early,
   * nothing of the group is kept and each batch runs again in a transaction of its own, so each
   * succeeds or fails as it would alone. Failures are rare (a coupon or a time slot used up, a
   * retried order), so running a group twice then costs less than marking each batch's start
   * (a savepoint and its release, two more statements per batch) every time.
   */
  async #commitWaiting(): Promise<void> {
    // While the log is being synced, the batches asked for meanwhile gather and commit together
    // when it returns: one commit and one sync for all of them, rather than one for each turn.
    if (this.#walSync?.syncing) {
      this.#walSync.whenIdle(() => void this.#commitWaiting());
      return;
    }
    await this.#turn();
    const group = this.#waiting;
    this.#waiting = [];
    let outcomes: Outcome[];
    if (group.length === 1) outcomes = [settleAlone(this, group[0]!)];
    else {
      try {
        this.run('BEGIN IMMEDIATE');
        outcomes = group.map((waiting) => ({ results: this.statementsOf(waiting.stmts) }));
        this.run('COMMIT');
      } catch {
        this.#rollBackQuietly();
        outcomes = group.map((waiting) => settleAlone(this, waiting));
      }
    }
    // Answered once on disk; meanwhile the next group can form and commit.
    try {
      await this.durable();
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
      return;
    }
    for (const [index, waiting] of group.entries()) {
      const outcome = outcomes[index]!;
      if ('results' in outcome) waiting.resolve(outcome.results);
      else waiting.reject(outcome.error);
    }
  }

  /** Ends the open transaction, if any; a ROLLBACK that fails has nothing left to undo. */
  #rollBackQuietly(): void {
    if (!this.#connection.inTransaction) return;
    try {
      this.run('ROLLBACK');
    } catch {
      // SQLite has ended the transaction already (it does on some I/O errors).
    }
  }

  async migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    await this.#turn();
    this.run('PRAGMA foreign_keys=off');
    let results: ResultSet[];
    try {
      results = this.inTransaction('write', stmts);
    } finally {
      this.run('PRAGMA foreign_keys=on');
    }
    await this.durable();
    return results;
  }

  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    await this.#turn();
    this.run(beginStatement(mode));
    let end!: () => void;
    this.#transactionDone = new Promise((resolve) => (end = resolve));
    return new EmbeddedTransaction(this, () => {
      this.#transactionDone = null;
      end();
    });
  }

  async executeMultiple(sql: string): Promise<void> {
    await this.#turn();
    this.exec(sql);
    this.#walSync?.noteCommit(); // it may have committed
    await this.durable();
  }

  async sync(): Promise<Replicated> {
    throw new LibsqlError('sync() is only for embedded replicas', 'SYNC_NOT_SUPPORTED');
  }

  async reconnect(): Promise<void> {
    this.close();
    this.#connection = this.#open();
    this.closed = false;
  }

  close(): void {
    this.closed = true;
    this.#statements.clear();
    if (this.#connection.open) this.#connection.close();
    this.#walSync?.close();
    this.#walSync = undefined;
  }

  #tellCommitListeners(): void {
    for (const listener of this.commitListeners) listener();
  }

  #open(): Database.Database {
    const connection = openConnection(this.#path);
    if (this.#durable) {
      // Only a write-ahead log can be synced apart from the commit; any other journal keeps FULL.
      const [mode] = connection.pragma('journal_mode = WAL') as { journal_mode: string }[];
      const inWal = mode?.journal_mode === 'wal';
      connection.exec(`PRAGMA synchronous = ${inWal ? 'NORMAL' : 'FULL'}`);
      if (inWal) this.#walSync = new WalSync(`${this.#path}-wal`, () => this.#tellCommitListeners());
    }
    return connection;
  }

  /** @internal Runs one statement now, on the connection (the transaction uses it too). */
  run(stmt: InStatement): ResultSet {
    if (this.closed) throw new LibsqlError('The client is closed', 'CLIENT_CLOSED');
    const { sql, args } = typeof stmt === 'string' ? { sql: stmt, args: [] } : stmt;
    try {
      const cached = this.#prepare(sql);
      const bound = toSqlArgs(args ?? []);
      if (!cached.reader) {
        const info = cached.statement.run(bound);
        if (DDL.test(sql)) this.#statements.clear(); // columns and plans of cached statements may change
        // A COMMIT, or a write outside a transaction (which commits by itself).
        if ((this.#walSync || this.commitListeners.size > 0) && !this.#connection.inTransaction) {
          // Listeners hear of a durable commit once it is on disk (wal-sync.ts tells them).
          if (this.#walSync) this.#walSync.noteCommit();
          else this.#tellCommitListeners();
        }
        return resultSet([], [], [], info.changes, BigInt(info.lastInsertRowid));
      }
      const raw = cached.statement.all(bound) as unknown[][];
      if (raw.length > 0 && raw[0]!.length !== cached.columns.length) readColumns(cached); // the schema changed underneath
      return resultSet(
        cached.columns,
        cached.columnTypes,
        raw.map((values) => cached.toRow(values)),
        0,
        undefined,
      );
    } catch (error) {
      throw toSqlError(error);
    }
  }

  /** @internal */
  inTransaction(mode: TransactionMode, stmts: Array<InStatement | [string, InArgs?]>): ResultSet[] {
    this.run(beginStatement(mode));
    try {
      const results = this.statementsOf(stmts);
      this.run('COMMIT');
      return results;
    } finally {
      if (this.#connection.inTransaction) this.run('ROLLBACK');
    }
  }

  /** @internal A batch's statements, in the transaction already open; a failure names its statement. */
  statementsOf(stmts: Array<InStatement | [string, InArgs?]>): ResultSet[] {
    return stmts.map((stmt, index) => {
      // A statement can end the transaction without failing (ON CONFLICT ROLLBACK, RAISE(ROLLBACK)).
      if (!this.#connection.inTransaction) throw new LibsqlBatchError('The transaction has been rolled back', index, 'TRANSACTION_CLOSED');
      try {
        return this.run(Array.isArray(stmt) ? { sql: stmt[0], args: stmt[1] ?? [] } : stmt);
      } catch (error) {
        throw toBatchError(error, index);
      }
    });
  }

  /** @internal */
  exec(sql: string): void {
    try {
      this.#connection.exec(sql);
      this.#statements.clear();
    } catch (error) {
      throw toSqlError(error);
    }
  }

  async #turn(): Promise<void> {
    while (this.#transactionDone) await this.#transactionDone;
  }

  #prepare(sql: string): CachedStatement {
    let cached = this.#statements.get(sql);
    if (cached) {
      // Most recently used last, so the oldest is the one evicted.
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = this.#connection.prepare(sql);
    statement.safeIntegers(true);
    const reader = statement.reader;
    if (reader) statement.raw(true);
    cached = { statement, reader, columns: [], columnTypes: [], toRow: rowMaker([]) };
    if (reader) readColumns(cached);
    if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value!);
    this.#statements.set(sql, cached);
    return cached;
  }
}

interface WaitingBatch {
  stmts: Array<InStatement | [string, InArgs?]>;
  resolve(results: ResultSet[]): void;
  reject(error: unknown): void;
}

type Outcome = { results: ResultSet[] } | { error: unknown };

function settleAlone(client: EmbeddedClient, waiting: WaitingBatch): Outcome {
  try {
    return { results: client.inTransaction('write', waiting.stmts) };
  } catch (error) {
    return { error };
  }
}

function openConnection(path: string): Database.Database {
  const connection = new Database(path);
  // Per connection, so set here rather than by the caller: it must survive reconnect().
  connection.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return connection;
}

function readColumns(cached: CachedStatement): void {
  const columns = cached.statement.columns();
  cached.columns = columns.map((column) => column.name);
  cached.columnTypes = columns.map((column) => column.type ?? '');
  cached.toRow = rowMaker(cached.columns);
}

function beginStatement(mode: TransactionMode): string {
  if (mode === 'write') return 'BEGIN IMMEDIATE';
  if (mode === 'read') return 'BEGIN TRANSACTION READONLY';
  if (mode === 'deferred') return 'BEGIN DEFERRED';
  throw new RangeError('Unknown transaction mode, supported values are "write", "read" and "deferred"');
}

function resultSet(
  columns: string[],
  columnTypes: string[],
  rows: ResultSet['rows'],
  rowsAffected: number,
  lastInsertRowid: bigint | undefined,
): ResultSet {
  return {
    columns,
    columnTypes,
    rows,
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({
      columns,
      columnTypes,
      rows: rows.map((row) => Array.prototype.map.call(row, (value) => (typeof value === 'bigint' ? `${value}` : value))),
      rowsAffected,
      lastInsertRowid: lastInsertRowid === undefined ? null : `${lastInsertRowid}`,
    }),
  };
}
