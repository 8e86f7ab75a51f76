import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users, type SessionRow, type UserRow } from '../../../db/schema/index.ts';

/** A session lives this long after its last renewal (sliding), then needs a new sign-in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionMethod = SessionRow['method'];

export interface NewSession {
  userId: string;
  method: SessionMethod;
  now: number;
  userAgent?: string | undefined;
  ipHash?: string | undefined;
}

export async function createSession(db: Database, input: NewSession): Promise<SessionRow> {
  const row: SessionRow = {
    id: crypto.randomUUID(),
    userId: input.userId,
    createdAt: new Date(input.now),
    expiresAt: new Date(input.now + SESSION_LIFETIME_MS),
    lastSeenAt: new Date(input.now),
    revokedAt: null,
    method: input.method,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ipHash: input.ipHash ?? null,
  };
  await db.insert(sessions).values(row);
  return row;
}

/**
 * The live session `sessionId` of `userId` and its user, read in one query, or null when the
 * row is missing, belongs to someone else, was revoked or has expired.
 */
export async function loadSession(
  db: Database,
  sessionId: string,
  userId: string,
  now: number,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const found = await sessionQuery(db).get({ sessionId, userId, now });
  return found ?? null;
}

/**
 * The look-up behind every signed-in request, built once per database as a prepared query:
 * building it with Drizzle's select builder on each call cost more than running it.
 */
function prepareSessionQuery(db: Database) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        // Epoch milliseconds, as the timestamp_ms column stores them (placeholders skip its mapping).
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare();
}

const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

function sessionQuery(db: Database) {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  return query;
}

/** Slides the expiry forward; called when the short token is renewed, not on every request. */
export async function extendSession(db: Database, sessionId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: new Date(now + SESSION_LIFETIME_MS), lastSeenAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Database, sessionId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user except `keepSessionId` (e.g. after a password change). */
export async function revokeOtherSessions(db: Database, userId: string, keepSessionId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

/** A one-way fingerprint of the client address, so session rows never store the address. */
export async function hashAddress(address: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`doorstep-address:${address}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
