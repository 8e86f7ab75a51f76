import type { HeaderVariables } from './http/security-headers.ts';

/**
 * The types the app and its parts share: the Hono environment every router runs in and what the
 * page server hands back. A leaf module (it imports only types), so routes and entry points can
 * name them without importing app.ts, which imports them.
 */
export type AppEnv = { Variables: HeaderVariables };

/** What the static site answers for a page request (the Node entry serves dist/ this way). */
export interface SiteResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | null;
}
export type SiteHandler = (request: Request) => SiteResponse | Promise<SiteResponse>;

export interface Logger {
  error(message: string, details?: Record<string, unknown>): void;
}
