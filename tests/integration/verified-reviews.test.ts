import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDishes, reviews } from '../../db/schema/index.ts';
import type { AdminReviewAnswer, ReviewAnswer } from '../../domain/contracts/reviews.ts';
import type { Food } from '../../domain/food.ts';
import { REVIEW_ADMIN_MESSAGES, REVIEW_MESSAGES } from '../../domain/review-form.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpUser, type SignedUp } from '../factories/auth.ts';
import { answer, placeOrder } from '../factories/orders.ts';
import { readVersions } from '../../worker/src/versions/versions.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** What an English page and an answer without Accept-Language say. */
const english = translator('en');

/** Verified order reviews, the dish ratings they make and the owner's moderation. */

let t: TestApp;
let admin: SignedUp;
let ann: SignedUp;
let bob: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t, { name: 'Ada Admin' });
  await setRole(t, admin.userId, 'admin');
  ann = await signUpUser(t, { name: 'Ann Eater' });
  bob = await signUpUser(t, { name: 'Bob Eater' });
});
afterAll(() => t.destroy());

async function deliveredOrder(customer: SignedUp): Promise<string> {
  const order = await placeOrder(t, customer.token);
  const delivered = await call(t, `/api/orders/${order._id}/status`, { method: 'PUT', body: { status: 'delivered' }, token: admin.token });
  expect(delivered.status).toBe(200);
  return order._id;
}

function review(customer: SignedUp, body: Record<string, unknown>) {
  return call(t, '/api/reviews', { body: { rating: 5, review: 'Hot, fresh and on time.', ...body }, token: customer.token });
}

async function reviewCount(): Promise<number> {
  return (await t.db.select().from(reviews)).length + (await t.db.select().from(reviewDishes)).length;
}

async function foodRating(id: string): Promise<Food['rating']> {
  const foods = (await (await call(t, '/api/foods')).json()) as Food[];
  return foods.find((food) => food._id === id)!.rating;
}

describe('POST /api/reviews with an order', () => {
  it("refuses someone else's order, a missing one and one not yet delivered, writing nothing", async () => {
    const before = await reviewCount();
    const annsOrder = await deliveredOrder(ann);
    const notMine = await answer(await review(bob, { orderId: annsOrder }));
    expect(notMine).toMatchObject({ status: 404, body: { message: english(REVIEW_MESSAGES.orderNotFound) } });
    const missing = await answer(await review(bob, { orderId: 'no-such-order' }));
    expect(missing).toMatchObject({ status: 404, body: { message: english(REVIEW_MESSAGES.orderNotFound) } });
    const pending = (await placeOrder(t, bob.token))._id;
    const early = await answer(await review(bob, { orderId: pending }));
    expect(early).toMatchObject({ status: 400, body: { message: english(REVIEW_MESSAGES.orderNotDone) } });
    const form = await answer(await call(t, `/api/reviews/orders/${pending}`, { token: bob.token }));
    expect(form).toMatchObject({ status: 400, body: { message: english(REVIEW_MESSAGES.orderNotDone) } });
    expect(await reviewCount()).toBe(before);
  });

  it('refuses dishes not on the order, a dish twice, bad stars and dishes without an order', async () => {
    const orderId = await deliveredOrder(ann);
    const before = await reviewCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ orderId, dishes: [{ foodId: 'chicken-biryani', rating: 4 }] }, english(REVIEW_MESSAGES.dishNotOnOrder)],
      [
        {
          orderId,
          dishes: [
            { foodId: 'margherita-pizza', rating: 4 },
            { foodId: 'margherita-pizza', rating: 2 },
          ],
        },
        english(REVIEW_MESSAGES.dishTwice),
      ],
      [{ orderId, dishes: [{ foodId: 'margherita-pizza', rating: 6 }] }, english(REVIEW_MESSAGES.dishRatingMissing)],
      [{ dishes: [{ foodId: 'margherita-pizza', rating: 4 }] }, english(REVIEW_MESSAGES.dishesWithoutOrder)],
    ];
    for (const [body, message] of cases) expect(await answer(await review(ann, body))).toMatchObject({ status: 400, body: { message } });
    expect(await reviewCount()).toBe(before);
  });

  it('saves a verified review of the own delivered order once, and lists it as verified', async () => {
    const orderId = await deliveredOrder(ann);
    const form = await answer<{ data: { orderId: string; dishes: { foodId: string; name: string }[] } }>(
      await call(t, `/api/reviews/orders/${orderId}`, { token: ann.token }),
    );
    expect(form.status).toBe(200);
    expect(form.body.data.dishes).toEqual([
      { foodId: 'margherita-pizza', name: 'Margherita Pizza' },
      { foodId: 'dragon-roll', name: 'Dragon Roll' },
    ]);

    const saved = await answer<{ data: ReviewAnswer }>(await review(ann, { orderId, dishes: [{ foodId: 'dragon-roll', rating: 4 }] }));
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ verified: true, orderedAt: expect.any(String), reply: null });

    const again = await answer(await review(ann, { orderId }));
    expect(again).toMatchObject({ status: 409, body: { message: english(REVIEW_MESSAGES.orderReviewed) } });
    expect((await call(t, `/api/reviews/orders/${orderId}`, { token: ann.token })).status).toBe(409);

    const mine = await answer<{ data: { orderIds: string[] } }>(await call(t, '/api/reviews/mine', { token: ann.token }));
    expect(mine.body.data.orderIds).toContain(orderId);

    // A shop-wide review, as before, is not verified.
    const plain = await answer<{ data: ReviewAnswer }>(await review(bob, {}));
    expect(plain.body.data.verified).toBe(false);
    const listed = await answer<{ data: ReviewAnswer[] }>(await call(t, '/api/reviews'));
    expect(listed.body.data.find((entry) => entry._id === saved.body.data._id)?.verified).toBe(true);
    expect(listed.body.data.find((entry) => entry._id === plain.body.data._id)?.verified).toBe(false);
  });
});

describe('dish ratings on GET /api/foods', () => {
  it('shows none below three ratings, then the mean to one decimal and the count', async () => {
    expect(await foodRating('margherita-pizza')).toBeNull();
    const stars = [5, 4];
    for (const rating of stars) {
      const orderId = await deliveredOrder(bob);
      expect((await review(bob, { orderId, dishes: [{ foodId: 'margherita-pizza', rating }] })).status).toBe(201);
    }
    expect(await foodRating('margherita-pizza')).toBeNull();
    const orderId = await deliveredOrder(ann);
    // Stars date the menu as a dish's change does, so other processes and isolates reload it.
    const before = (await readVersions(t.db)).menu;
    expect((await review(ann, { orderId, dishes: [{ foodId: 'margherita-pizza', rating: 5 }] })).status).toBe(201);
    expect(Number((await readVersions(t.db)).menu)).toBeGreaterThan(Number(before));
    // (5 + 4 + 5) / 3 = 4.67: shown at once, the menu's version moved on.
    expect(await foodRating('margherita-pizza')).toEqual({ average: 4.7, count: 3 });
  });
});

describe('moderation', () => {
  async function latestReviewId(foodId: string): Promise<string> {
    const listed = await answer<{ data: AdminReviewAnswer[] }>(await call(t, '/api/admin/reviews', { token: admin.token }));
    return listed.body.data.find((entry) => entry.dishes.some((dish) => dish.foodId === foodId))!._id;
  }

  it('hides a review with a reason (kept, with who and when), out of the list and the ratings; unhides it', async () => {
    const id = await latestReviewId('margherita-pizza');
    const noReason = await answer(await call(t, `/api/admin/reviews/${id}/hide`, { body: { reason: '  ' }, token: admin.token }));
    expect(noReason).toMatchObject({ status: 400, body: { message: REVIEW_ADMIN_MESSAGES.reasonMissing } });
    expect((await call(t, `/api/admin/reviews/${id}/hide`, { body: { reason: 'Spam' }, token: ann.token })).status).toBe(403);
    expect((await call(t, '/api/admin/reviews/nope/hide', { body: { reason: 'Spam' }, token: admin.token })).status).toBe(404);

    const versionBefore = (await readVersions(t.db)).menu;
    const hidden = await answer<{ data: AdminReviewAnswer; message: string }>(
      await call(t, `/api/admin/reviews/${id}/hide`, { body: { reason: 'Rude words' }, token: admin.token }),
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe(REVIEW_ADMIN_MESSAGES.hidden);
    expect(Number((await readVersions(t.db)).menu)).toBeGreaterThan(Number(versionBefore));
    expect(hidden.body.data.hidden).toEqual({ at: new Date(t.clock.now()).toISOString(), by: 'Ada Admin', reason: 'Rude words' });
    const listed = await answer<{ data: ReviewAnswer[] }>(await call(t, '/api/reviews'));
    expect(listed.body.data.some((entry) => entry._id === id)).toBe(false);
    expect(await foodRating('margherita-pizza')).toBeNull();
    const all = await answer<{ data: AdminReviewAnswer[] }>(await call(t, '/api/admin/reviews', { token: admin.token }));
    expect(all.body.data.find((entry) => entry._id === id)?.hidden?.reason).toBe('Rude words');

    const shown = await answer<{ data: AdminReviewAnswer }>(
      await call(t, `/api/admin/reviews/${id}/unhide`, { method: 'POST', token: admin.token }),
    );
    expect(shown.body.data.hidden).toBeNull();
    expect(await foodRating('margherita-pizza')).toEqual({ average: 4.7, count: 3 });
  });

  it('publishes the shop reply under the review, and an empty one removes it', async () => {
    const id = await latestReviewId('margherita-pizza');
    const replied = await answer<{ data: AdminReviewAnswer; message: string }>(
      await call(t, `/api/admin/reviews/${id}/reply`, { method: 'PUT', body: { reply: '  Thank you, Ann!  ' }, token: admin.token }),
    );
    expect(replied.body.message).toBe(REVIEW_ADMIN_MESSAGES.replied);
    const listed = await answer<{ data: ReviewAnswer[] }>(await call(t, '/api/reviews'));
    expect(listed.body.data.find((entry) => entry._id === id)?.reply).toEqual({
      text: 'Thank you, Ann!',
      repliedAt: new Date(t.clock.now()).toISOString(),
    });
    const removed = await answer<{ data: AdminReviewAnswer; message: string }>(
      await call(t, `/api/admin/reviews/${id}/reply`, { method: 'PUT', body: { reply: '' }, token: admin.token }),
    );
    expect(removed.body).toMatchObject({ message: REVIEW_ADMIN_MESSAGES.replyRemoved, data: { reply: null } });
    expect((await call(t, `/api/admin/reviews/${id}/reply`, { method: 'PUT', body: { reply: 'x' }, token: bob.token })).status).toBe(403);
  });
});
