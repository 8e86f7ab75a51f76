import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../worker/src/auth/cookies.ts';
import type { TestApp } from './app.ts';

let addressCounter = 0;
/** A fresh documentation-range address, so each caller gets its own sign-up and login budget. */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'customer'): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** The session token to send as the doorstep_session cookie. */
  token?: string | undefined;
  address?: string;
  headers?: Record<string, string>;
}

/** A JSON request as the site's own pages make it (or a picture's bytes, with its Content-Type in `headers`). */
export function call(t: TestApp, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.address ?? uniqueAddress(), ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
  if (options.token) headers.Cookie = `${SESSION_COOKIE}=${options.token}`;
  return Promise.resolve(
    t.app.request(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string' || options.body instanceof Uint8Array
            ? (options.body as BodyInit)
            : JSON.stringify(options.body),
    }),
  );
}

/** The doorstep_session value a response sets; '' when it clears the cookie; undefined when untouched. */
export function sessionTokenFrom(response: Response): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...value] = pair!.split('=');
    if (name?.trim() === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

export interface SignedUp {
  userId: string;
  email: string;
  password: string;
  name: string;
  token: string;
}

export async function signUpUser(
  t: TestApp,
  input: Partial<{ name: string; email: string; password: string; address: string }> = {},
): Promise<SignedUp> {
  const body = { name: input.name ?? 'Ann Lee', email: input.email ?? uniqueEmail(), password: input.password ?? 'correct horse' };
  const response = await call(t, '/api/auth/signup', { body, address: input.address ?? uniqueAddress() });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const json = (await response.json()) as { data: { userId: string } };
  return { ...body, userId: json.data.userId, token: sessionTokenFrom(response)! };
}

export async function logInUser(t: TestApp, email: string, password: string, address = uniqueAddress()) {
  const response = await call(t, '/api/auth/login', { body: { email, password }, address });
  return { response, token: sessionTokenFrom(response) };
}

export async function setRole(t: TestApp, userId: string, role: 'customer' | 'staff' | 'admin'): Promise<void> {
  await t.db.update(users).set({ role }).where(eq(users.id, userId));
}

/** The cast of most admin tests: an admin ('Olive Owner') and a customer, signed up in that order. */
export async function signUpOwnerAndCustomer(
  t: TestApp,
  customer: { name?: string } = {},
): Promise<{ admin: SignedUp; customer: SignedUp }> {
  const admin = await signUpUser(t, { name: 'Olive Owner' });
  await setRole(t, admin.userId, 'admin');
  return { admin, customer: await signUpUser(t, { name: customer.name ?? 'Cal Customer' }) };
}
