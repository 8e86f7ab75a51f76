import { pageLanguage } from '../i18n/t.ts';
import type { ExtractSchema } from 'hono/types';
import type { ErrorBody } from '../../../domain/contracts/envelope.ts';
import type { ApiRoutes } from '../../../worker/src/api/routes.ts';

/**
 * The browser's one way to call Doorstep's API: same origin, JSON in and out, and the shop's
 * error texts so every island reports failures the same way. `callApi` takes its paths, inputs
 * and answers from the app's own route types (worker/src/api/routes.ts); only types cross over,
 * so no server code reaches the browser.
 */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your internet.';
export const TIMEOUT_MESSAGE = 'Request timed out. Please try again.';

const DEFAULT_TIMEOUT_MS = 15_000;

export class ApiError extends Error {
  readonly status: number;
  /** The refusal's body as the API's contract writes it (domain/contracts/envelope.ts); none when no such body came (a proxy's error page, no answer at all). */
  readonly body: ErrorBody | undefined;
  constructor(message: string, status: number, payload: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = isErrorBody(payload) ? payload : undefined;
  }
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null) return false;
  const { success, message, code } = payload as Record<string, unknown>;
  return success === false && typeof message === 'string' && typeof code === 'string';
}

/** The reason code of a refusal (`currency_change_unconfirmed`, `reset_link_invalid`…), if the server gave one. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.code : undefined;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, timeoutMs = DEFAULT_TIMEOUT_MS } = request;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      // The page's language: the server writes its messages in it (worker/src/http/request-language.ts).
      headers: { Accept: 'application/json', 'Accept-Language': pageLanguage(), ...contentTypeOf(body), ...headers },
      // A file (a picture) goes as its own bytes; anything else as JSON.
      body: body === undefined || body instanceof Blob ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(TIMEOUT_MESSAGE, 0);
    if (request.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // A server's own message is passed through unchanged.
    const message = isErrorBody(payload) ? payload.message : `Request failed with status ${response.status}`;
    throw new ApiError(message, response.status, payload);
  }
  return payload as T;
}

function contentTypeOf(body: unknown): Record<string, string> {
  if (body === undefined) return {};
  if (body instanceof Blob) return { 'Content-Type': body.type || 'application/octet-stream' };
  return { 'Content-Type': 'application/json' };
}

type RoutesSchema = ExtractSchema<ApiRoutes>;
/** Every API path, as the routes write it ('/api/foods/:id'). */
export type ApiPath = keyof RoutesSchema & string;
type MethodKeyOf<Path extends ApiPath> = Extract<keyof RoutesSchema[Path], `$${string}`>;
/** The methods a path answers, upper case. */
export type ApiMethod<Path extends ApiPath> = MethodKeyOf<Path> extends `$${infer Method}` ? Uppercase<Method> : never;
type EndpointOf<Path extends ApiPath, Method extends string> = RoutesSchema[Path][`$${Lowercase<Method>}` & keyof RoutesSchema[Path]];

/** What a call answers when it succeeds (the route's 2xx JSON). */
export type ApiAnswer<Path extends ApiPath, Method extends ApiMethod<Path>> =
  EndpointOf<Path, Method> extends infer Endpoint
    ? Endpoint extends { output: infer Output; status: infer Status }
      ? Status extends 200 | 201
        ? Output
        : never
      : never
    : never;

type InputPart<Endpoint, Part extends string> = Endpoint extends { input: infer Input }
  ? Part extends keyof Input
    ? Input[Part]
    : never
  : never;

export interface ApiCall<Path extends ApiPath, Method extends ApiMethod<Path>> extends Omit<ApiRequest, 'method' | 'body'> {
  /** The path's `:name` parts. */
  param?: InputPart<EndpointOf<Path, Method>, 'param'>;
  query?: InputPart<EndpointOf<Path, Method>, 'query'>;
  json?: InputPart<EndpointOf<Path, Method>, 'json'>;
  /** A body that is a file (a catalogue's CSV), sent as its own bytes with its type, for the routes that read no JSON. */
  file?: Blob;
}

/** Calls `method path` with its typed inputs; resolves to its typed answer, or throws ApiError. */
export function callApi<Path extends ApiPath, Method extends ApiMethod<Path>>(
  method: Method,
  path: Path,
  call: ApiCall<Path, Method> = {},
): Promise<ApiAnswer<Path, Method>> {
  const { param, query, json, file, ...request } = call;
  return apiRequest<ApiAnswer<Path, Method>>(
    apiUrl(path, param as Record<string, string> | undefined, query as Record<string, unknown> | undefined),
    {
      ...request,
      method: method as ApiRequest['method'],
      body: file ?? json,
    },
  );
}

/** `path` with its `:name` parts filled in (encoded) and the query's given values appended. */
export function apiUrl(path: string, param: Record<string, string> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(param[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** The message the server sent with a failed request, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.body?.message || undefined;
}

/** What to tell a person after a failed request: the server's message, the network's (no answer at all), or `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0 && error.message) return error.message;
  return serverMessage(error) ?? fallback;
}

/** The server's per-field messages of a 400, if it sent any. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return error.body?.errors ?? {};
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
