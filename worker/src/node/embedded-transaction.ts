import { LibsqlError, type InArgs, type InStatement, type ResultSet, type Transaction } from '@libsql/client';
import { toBatchError } from './sqlite-values.ts';

/** What a transaction needs of embedded-client.ts: its connection, used synchronously. */
export interface Connection {
  readonly closed: boolean;
  run(stmt: InStatement): ResultSet;
  exec(sql: string): void;
  /** Settles once every commit so far is on disk. */
  durable(): Promise<void>;
}

/** An interactive transaction: the client's connection is its own until commit or rollback. */
export class EmbeddedTransaction implements Transaction {
  #client: Connection;
  #release: (() => void) | null;

  constructor(client: Connection, release: () => void) {
    this.#client = client;
    this.#release = release;
  }

  get closed(): boolean {
    return this.#release === null;
  }

  async execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    this.#checkOpen();
    return this.#client.run(typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql);
  }

  async batch(stmts: InStatement[]): Promise<ResultSet[]> {
    this.#checkOpen();
    return stmts.map((stmt, index) => {
      try {
        return this.#client.run(stmt);
      } catch (error) {
        throw toBatchError(error, index);
      }
    });
  }

  async executeMultiple(sql: string): Promise<void> {
    this.#checkOpen();
    this.#client.exec(sql);
  }

  async commit(): Promise<void> {
    this.#checkOpen();
    try {
      this.#client.run('COMMIT');
    } finally {
      this.close();
    }
    await this.#client.durable();
  }

  async rollback(): Promise<void> {
    this.close();
  }

  close(): void {
    if (!this.#release) return;
    try {
      if (!this.#client.closed) this.#client.run('ROLLBACK');
    } catch {
      // already ended by SQLite (e.g. after COMMIT or a failed statement)
    } finally {
      this.#release();
      this.#release = null;
    }
  }

  #checkOpen(): void {
    if (!this.#release) throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED');
  }
}
