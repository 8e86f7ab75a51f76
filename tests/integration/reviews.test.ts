import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '../../domain/review.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, signUpUser, type SignedUp } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

let t: TestApp;
let ann: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpUser(t);
});
afterAll(() => t.destroy());

const good = { userName: 'Ann', rating: 4, review: 'Lovely pizza, hot and fast.' };

describe('POST /api/reviews', () => {
  it("refuses a visitor with 401 and the shop's message", async () => {
    const { status, body } = await answer(await call(t, '/api/reviews', { body: good }));
    expect(status).toBe(401);
    expect(body.message).toBe('Please login to submit a review');
  });

  it("saves a review under the account's name, with the user and date from the server", async () => {
    const other = await signUpUser(t, { name: 'The Shop Owner' });
    const { status, body } = await answer<{ success: boolean; data: Review; message: string }>(
      await call(t, '/api/reviews', {
        // A typed name (another customer's, say) and someone else's id are ignored.
        body: {
          ...good,
          userName: other.name,
          review: '  Lovely pizza, hot and fast.  ',
          userId: other.userId,
          createdAt: '2001-01-01T00:00:00Z',
        },
        token: ann.token,
      }),
    );
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      message: 'Review submitted successfully!',
      data: {
        _id: expect.any(String),
        userName: ann.name,
        rating: 4,
        review: 'Lovely pizza, hot and fast.',
        createdAt: new Date(t.clock.now()).toISOString(),
        verified: false,
        orderedAt: null,
        reply: null,
      },
    });
  });

  it.each([
    [{ rating: 0, review: 'short' }, 'Please select a rating'],
    [{ userName: 'Ann', review: 'short' }, 'Please select a rating'],
    [{ userName: 'Ann', rating: 6, review: 'Lovely pizza, hot and fast.' }, 'Please select a rating'],
    [{ userName: 'Ann', rating: 2.5, review: 'Lovely pizza, hot and fast.' }, 'Please select a rating'],
    [{ userName: 'Ann', rating: 3 }, 'Review must be at least 10 characters'],
    [{ userName: 'Ann', rating: 3, review: '   123456789   ' }, 'Review must be at least 10 characters'],
  ])('refuses %j with 400 and the first message in order', async (body, message) => {
    const response = await answer(await call(t, '/api/reviews', { body, token: ann.token }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('limits reviews per customer per day', async () => {
    const user = await signUpUser(t);
    for (let index = 0; index < 20; index++) expect((await call(t, '/api/reviews', { body: good, token: user.token })).status).toBe(201);
    const refused = await answer(await call(t, '/api/reviews', { body: good, token: user.token }));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have written a lot of reviews today. Please try again tomorrow.');
  });
});

describe('GET /api/reviews', () => {
  it('lists reviews newest first, for anyone', async () => {
    t.clock.advance(1000);
    const newest = await signUpUser(t, { name: 'Newest Writer' });
    await call(t, '/api/reviews', { body: good, token: newest.token });
    const { status, body } = await answer<{ success: boolean; data: Review[] }>(await call(t, '/api/reviews'));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data[0]!.userName).toBe('Newest Writer');
    // Anyone may read the list: it names authors, never their account ids.
    for (const review of body.data)
      expect(Object.keys(review).sort()).toEqual(['_id', 'createdAt', 'orderedAt', 'rating', 'reply', 'review', 'userName', 'verified']);
    const times = body.data.map((review) => review.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
