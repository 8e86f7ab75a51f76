import type { Context } from 'hono';
import type { JWTVerifyGetKey } from 'jose';
import type { Database } from '../../../db/client.ts';

/** Everything the account code needs, built once by createApp and passed to routes and services. */
export interface AuthRuntime {
  db: Database;
  /** Epoch milliseconds; injected so tests can move time instead of sleeping. */
  now(): number;
  /** HS256 key for session tokens (from SESSION_SECRET). */
  key: Uint8Array;
  /** PBKDF2 cost for new password hashes (tests lower it; production keeps the default). */
  passwordIterations: number;
  /** The client's address for limits (see clientAddress in http/client-address.ts). */
  clientAddress(c: Context): string;
  /** Google sign-in, or null when GOOGLE_CLIENT_ID is unset. */
  google: GoogleSignInConfig | null;
}

export interface GoogleSignInConfig {
  clientId: string;
  /** Google's signing keys: a remote key set over GOOGLE_JWKS_URL, or one a test injects. */
  keys: JWTVerifyGetKey;
}
