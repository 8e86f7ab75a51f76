import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Food } from '../../../domain/food.ts';
import type { Order } from '../../../domain/order.ts';
import { orderReference, type OrderStatus } from '../../../domain/order-status.ts';
import { newUser, type TestUser } from './auth.ts';
import { E2E_ADMIN, visitorAddress } from './server.ts';

/**
 * Customers, products and orders made through the API, so the journeys about following an order do
 * not depend on the cart and checkout screens (their own tests cover those).
 */

const SESSION_COOKIE = 'doorstep_session';

export interface ApiSession {
  user: TestUser;
  userId: string;
  /** `doorstep_session=…`, ready for a Cookie header. */
  cookie: string;
}

function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie, 'the answer sets the session cookie').toBeDefined();
  return cookie!.split(';')[0]!;
}

/** A call to the API as a visitor of its own, signed in with `cookie` when given. */
export async function send(baseURL: string, method: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: baseURL,
      // Sign-ups are limited per address: each call is its own visitor (see server.ts).
      'X-Forwarded-For': visitorAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A new customer, signed up through the API (POST /api/auth/signup), with their session. */
export async function signUpCustomer(baseURL: string, label = 'Buyer'): Promise<ApiSession> {
  const user = newUser(label);
  const response = await send(baseURL, 'POST', '/api/auth/signup', user);
  expect(response.status, `POST /api/auth/signup ${await response.clone().text()}`).toBe(201);
  const { data } = (await response.json()) as { data: { userId: string } };
  return { user, userId: data.userId, cookie: sessionCookieOf(response) };
}

/** The E2E admin (tests/e2e/support/server.ts), signed in through the API. */
export async function signInAdmin(baseURL: string): Promise<ApiSession> {
  const response = await send(baseURL, 'POST', '/api/auth/login', E2E_ADMIN);
  expect(response.status, `POST /api/auth/login ${await response.clone().text()}`).toBe(200);
  const { data } = (await response.json()) as { data: { userId: string; name: string } };
  return { user: { ...E2E_ADMIN, name: data.name }, userId: data.userId, cookie: sessionCookieOf(response) };
}

/**
 * Lets a browser context act as this person: the session cookie, and the display copies the
 * site keeps after a login (without them the page does not ask the server who is signed in).
 */
export async function signInBrowser(context: BrowserContext, baseURL: string, session: ApiSession): Promise<void> {
  const [name, value] = session.cookie.split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript(
    ({ origin, userId, userName, userEmail }) => {
      // Only this site's pages (not about:blank or other frames, whose storage is off limits).
      if (location.origin !== origin) return;
      localStorage.setItem('userId', userId);
      localStorage.setItem('userName', userName);
      localStorage.setItem('userEmail', userEmail);
    },
    { origin: new URL(baseURL).origin, userId: session.userId, userName: session.user.name, userEmail: session.user.email },
  );
}

export const TEST_CARD = { token: 'tok_test_visa', brand: 'visa', last4: '4242' } as const;

export const ADDRESS = { street: '12 Harbour Road', city: 'Springfield', state: 'Oregon', zipCode: '97403' };

export interface OrderLine {
  productId: string;
  quantity: number;
}

export type PaymentChoice =
  | { method: 'cash' }
  | { method: 'card'; cardHolderName: string }
  | { method: 'upi'; upiId: string; transactionId: string };

/** POST /api/foods as the admin: a product of the test's own, as the server made it. */
export async function addProduct(baseURL: string, admin: ApiSession, fields: Record<string, unknown>): Promise<Food> {
  const response = await send(baseURL, 'POST', '/api/foods', fields, admin.cookie);
  expect(response.status, `POST /api/foods ${await response.clone().text()}`).toBe(201);
  return ((await response.json()) as { data: Food }).data;
}

/** POST /api/orders as the given customer; returns the order the server made. */
export async function placeOrder(
  baseURL: string,
  session: ApiSession,
  products: OrderLine[],
  payment: PaymentChoice,
  couponCode?: string,
): Promise<Order> {
  const paymentDetails =
    payment.method === 'card'
      ? { ...TEST_CARD, cardHolderName: payment.cardHolderName }
      : payment.method === 'upi'
        ? { upiId: payment.upiId, transactionId: payment.transactionId }
        : undefined;
  const body = { products, deliveryAddress: ADDRESS, phone: '(217) 555-0100', paymentMethod: payment.method, paymentDetails, couponCode };
  const response = await send(baseURL, 'POST', '/api/orders', body, session.cookie);
  expect(response.status, `POST /api/orders ${await response.clone().text()}`).toBe(201);
  return ((await response.json()) as { data: Order }).data;
}

/** PUT /api/orders/{id}/status as the admin. */
export async function setOrderStatus(baseURL: string, admin: ApiSession, orderId: string, status: OrderStatus): Promise<Order> {
  const response = await send(baseURL, 'PUT', `/api/orders/${encodeURIComponent(orderId)}/status`, { status }, admin.cookie);
  expect(response.status, `PUT /api/orders/${orderId}/status ${await response.clone().text()}`).toBe(200);
  return ((await response.json()) as { data: Order }).data;
}

/** GET /api/orders/user/{uid} with someone's session: the status code and the orders. */
export async function fetchUserOrders(baseURL: string, session: ApiSession, uid: string): Promise<{ status: number; orders: Order[] }> {
  const response = await fetch(`${baseURL}/api/orders/user/${encodeURIComponent(uid)}`, { headers: { Cookie: session.cookie } });
  const body = (await response.json()) as { data?: Order[] };
  return { status: response.status, orders: body.data ?? [] };
}

/** An order card or notification: an <article> named 'Order #REF'. */
export function orderArticle(scope: Page | Locator, order: Pick<Order, '_id'>): Locator {
  return scope.getByRole('article', { name: `Order #${orderReference(order._id)}`, exact: true });
}

/** The accessible names of the order articles in page order. */
export function orderArticleNames(scope: Page | Locator): Promise<string[]> {
  return scope
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''),
    );
}

/** The status badge inside an order card ('order' or 'payment'): its text and colour family. */
export async function badgeOf(article: Locator, kind: 'order' | 'payment'): Promise<{ text: string; tone: string | null }> {
  const badge = article.locator(`[data-status-kind="${kind}"]`);
  return { text: (await badge.textContent())?.trim() ?? '', tone: await badge.getAttribute('data-tone') };
}
