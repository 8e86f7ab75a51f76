/**
 * The API as it exists today, described by hand (OpenAPI 3.1). Add each new route here in the
 * same change; tests/integration/openapi.test.ts checks that every registered route is listed.
 */
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const jsonBody = (schema: Record<string, unknown>) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const userAnswer = (description: string, message?: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['success', 'data'],
        properties: {
          success: { const: true },
          data: { $ref: '#/components/schemas/PublicUser' },
          ...(message ? { message: { const: message } } : {}),
        },
      },
    },
  },
});

const sessionCookie = {
  'Set-Cookie': {
    description: 'doorstep_session: HttpOnly, SameSite=Lax, Path=/, Secure outside localhost',
    schema: { type: 'string' },
  },
};


const dataAnswer = (description: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', required: ['success', 'data'], properties: { success: { const: true }, data, ...extra } },
    },
  },
});

const orderRef = { $ref: '#/components/schemas/Order' };
const ordersMessage = { message: { const: 'Orders fetched' } };
const statusBody = (values: readonly string[]) =>
  jsonBody({ type: 'object', required: ['status'], properties: { status: { enum: values } } });
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{24}$' } };

const storeDetailProperties = {
  storeName: { type: 'string', maxLength: 60, examples: ['Doorstep'] },
  contactEmail: { type: 'string', format: 'email' },
  phone: { type: 'string', maxLength: 30, examples: ['(217) 555-0142'] },
  street: { type: 'string', maxLength: 100 },
  locality: { type: 'string', maxLength: 100, description: 'City, state and ZIP code', examples: ['Springfield, IL 62701'] },
  country: { type: 'string', maxLength: 100 },
  openingHours: { type: 'string', maxLength: 100 },
};

const couponTermProperties = {
  discountPercent: { type: 'integer', minimum: 1, maximum: 100 },
  active: { type: 'boolean', default: true },
  expiresAt: { type: ['string', 'null'], description: 'ISO 8601 instant, or a date (YYYY-MM-DD: the end of that day, UTC)' },
  minOrder: { type: ['number', 'null'], minimum: 0, description: 'Dollars' },
  usageLimit: { type: ['integer', 'null'], minimum: 1 },
};

const crossSite = errorResponse("Another site's page sent it ('Cross-site request refused.')");
const signedIn = [{ session: [] }];

const foodBody = jsonBody({ $ref: '#/components/schemas/FoodInput' });
const foodAnswer = (description: string, message: string) =>
  dataAnswer(description, { $ref: '#/components/schemas/Food' }, { message: { const: message } });
const foodWriteErrors = {
  '401': errorResponse('Not signed in'),
  '403': errorResponse("Not an admin (role read from the database), or 'Cross-site request refused.'"),
};
const foodValidation = errorResponse(
  "'Name is required.', 'Category is required.', 'Price must be a number of at least 0.', 'Image URL is required.' (per field in `errors`)",
);
const foodIdParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'margherita-pizza' };

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Doorstep API',
    version: '0.1.0',
    description:
      'The storefront API. Prices are dollars with two decimals. Errors are `{ success: false, message, code, errors? }`; bodies over 1 MB are refused with 413.',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: '/' }],
  paths: {
    '/api/foods': {
      get: {
        operationId: 'listFoods',
        summary: 'The whole menu',
        description: 'Served from memory with a strong ETag; send If-None-Match to get 304 when unchanged.',
        tags: ['Menu'],
        parameters: [{ $ref: '#/components/parameters/IfNoneMatch' }],
        responses: {
          '200': {
            description: 'Every dish, available or not',
            headers: { ETag: { $ref: '#/components/headers/ETag' } },
            content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Food' } } } },
          },
          '304': { description: 'Not modified', headers: { ETag: { $ref: '#/components/headers/ETag' } } },
        },
      },
      post: {
        operationId: 'createFood',
        summary: 'Add a dish (admin)',
        description: 'The id is a slug of the name, made unique. GET /api/foods lists it at once (new ETag).',
        tags: ['Menu'],
        security: signedIn,
        requestBody: foodBody,
        responses: {
          '201': foodAnswer('Added', 'Food added successfully'),
          '400': foodValidation,
          ...foodWriteErrors,
        },
      },
    },
    '/api/foods/{id}': {
      get: {
        operationId: 'getFood',
        summary: 'One dish',
        tags: ['Menu'],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'margherita-pizza' },
          { $ref: '#/components/parameters/IfNoneMatch' },
        ],
        responses: {
          '200': {
            description: 'The dish',
            headers: { ETag: { $ref: '#/components/headers/ETag' } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Food' } } },
          },
          '304': { description: 'Not modified' },
          '404': errorResponse('No dish has this id (message "Dish not found")'),
        },
      },
      put: {
        operationId: 'updateFood',
        summary: 'Change a dish (admin)',
        description: 'Replaces every field but the id. Past orders keep what they were placed with.',
        tags: ['Menu'],
        security: signedIn,
        parameters: [foodIdParameter],
        requestBody: foodBody,
        responses: {
          '200': foodAnswer('Updated', 'Food updated successfully'),
          '400': foodValidation,
          ...foodWriteErrors,
          '404': errorResponse("'Dish not found'"),
        },
      },
      delete: {
        operationId: 'deleteFood',
        summary: 'Delete a dish (admin)',
        description: "Past orders keep their lines (copies of name, price and image).",
        tags: ['Menu'],
        security: signedIn,
        parameters: [foodIdParameter],
        responses: {
          '200': {
            description: 'Deleted',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { success: { const: true }, message: { const: 'Food deleted successfully' } } },
              },
            },
          },
          ...foodWriteErrors,
          '404': errorResponse("'Dish not found'"),
        },
      },
    },
    '/api/health': {
      get: {
        operationId: 'health',
        summary: 'Liveness and database check',
        tags: ['Operations'],
        responses: {
          '200': {
            description: 'Up, and the database answers',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['success', 'data'],
                  properties: {
                    success: { const: true },
                    data: {
                      type: 'object',
                      properties: { status: { const: 'ok' }, database: { const: 'ok' } },
                    },
                  },
                },
              },
            },
          },
          '503': errorResponse('The database does not answer'),
        },
      },
    },
    '/api/auth/providers': {
      get: {
        operationId: 'authProviders',
        summary: 'Which sign-in methods are on',
        tags: ['Accounts'],
        responses: {
          '200': {
            description: '`google` is null unless GOOGLE_CLIENT_ID is set',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    success: { const: true },
                    data: {
                      type: 'object',
                      properties: {
                        google: {
                          oneOf: [{ type: 'null' }, { type: 'object', required: ['clientId'], properties: { clientId: { type: 'string' } } }],
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/auth/google/nonce': {
      post: {
        operationId: 'googleNonce',
        summary: 'A single-use nonce (10 minutes) to pass to Google Identity Services',
        tags: ['Accounts'],
        responses: {
          '200': {
            description: 'The nonce',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { success: { const: true }, data: { type: 'object', properties: { nonce: { type: 'string' } } } },
                },
              },
            },
          },
          '403': crossSite,
          '404': errorResponse('Google sign-in is not enabled'),
          '429': errorResponse('More than 60 nonces from one address in 10 minutes'),
        },
      },
    },
    '/api/auth/signup': {
      post: {
        operationId: 'signUp',
        summary: 'Create a customer account and sign in',
        tags: ['Accounts'],
        requestBody: jsonBody({
          type: 'object',
          required: ['name', 'email', 'password'],
          properties: {
            name: { type: 'string', maxLength: 80 },
            email: { type: 'string', format: 'email' },
            password: { type: 'string', minLength: 8, maxLength: 128 },
          },
        }),
        responses: {
          '201': { ...userAnswer('Signed up and signed in', 'Account created!'), headers: sessionCookie },
          '400': errorResponse("'Name is required for signup.', 'Please enter a valid e-mail address.', 'Password must be at least 8 characters.'"),
          '403': crossSite,
          '409': errorResponse("'An account with this e-mail already exists.'"),
          '429': errorResponse("'Too many sign-ups from this address. Please try again later.' (Retry-After)"),
        },
      },
    },
    '/api/auth/login': {
      post: {
        operationId: 'logIn',
        summary: 'Sign in with e-mail and password',
        tags: ['Accounts'],
        requestBody: jsonBody({
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string' }, password: { type: 'string' } },
        }),
        responses: {
          '200': { ...userAnswer('Signed in', 'Logged in successfully!'), headers: sessionCookie },
          '400': errorResponse("'Please enter your e-mail address.' / 'Please enter your password.'"),
          '401': errorResponse("'Invalid email or password.'"),
          '403': crossSite,
          '429': errorResponse(
            "'Too many failed sign-in attempts. Please wait N seconds and try again.' (Retry-After: N). After 5 failures for an e-mail (10 for an address) each failure doubles the wait, up to 15 minutes.",
          ),
        },
      },
    },
    '/api/auth/google': {
      post: {
        operationId: 'googleSignIn',
        summary: 'Sign in with a Google ID token',
        description:
          'Verifies the token (RS256 against Google keys, aud = GOOGLE_CLIENT_ID, Google issuer, exp) and consumes its nonce. Finds the account by Google subject, links one with the same e-mail only when Google verified the e-mail, else creates a customer. `name` (the sign-up tab) becomes the display name.',
        tags: ['Accounts'],
        requestBody: jsonBody({
          type: 'object',
          required: ['credential', 'nonce'],
          properties: { credential: { type: 'string' }, nonce: { type: 'string' }, name: { type: 'string' } },
        }),
        responses: {
          '200': { ...userAnswer('Signed in', 'Google login success!'), headers: sessionCookie },
          '400': errorResponse('Malformed credential or missing fields'),
          '401': errorResponse('Token refused (signature, audience, issuer, expiry) or nonce unknown, expired or used'),
          '403': crossSite,
          '404': errorResponse('Google sign-in is not enabled'),
          '409': errorResponse('The e-mail belongs to an account and Google has not verified it'),
          '503': errorResponse("Google's keys could not be fetched"),
        },
      },
    },
    '/api/auth/logout': {
      post: {
        operationId: 'logOut',
        summary: 'End this session on the server and clear the cookie',
        tags: ['Accounts'],
        responses: {
          '200': {
            description: "'Logged out successfully' (also when no session was active)",
            content: {
              'application/json': {
                schema: { type: 'object', properties: { success: { const: true }, message: { const: 'Logged out successfully' } } },
              },
            },
          },
          '403': crossSite,
        },
      },
    },
    '/api/auth/me': {
      get: {
        operationId: 'currentUser',
        summary: 'Who is signed in (role read from the database)',
        tags: ['Accounts'],
        security: signedIn,
        responses: {
          '200': userAnswer('The signed-in user'),
          '401': errorResponse('Not signed in, or the session ended'),
        },
      },
    },
    '/api/account': {
      put: {
        operationId: 'updateAccount',
        summary: 'Change display name, e-mail or password',
        description:
          'Requires the current password. A Google-only account (no password) may leave it blank within 5 minutes of a Google sign-in. A password change ends every other session and renews this one.',
        tags: ['Accounts'],
        security: signedIn,
        requestBody: jsonBody({
          type: 'object',
          required: ['currentPassword'],
          properties: {
            currentPassword: { type: 'string' },
            displayName: { type: 'string', maxLength: 80 },
            email: { type: 'string', format: 'email' },
            newPassword: { type: 'string', minLength: 8, maxLength: 128 },
            confirmPassword: { type: 'string' },
          },
        }),
        responses: {
          '200': { ...userAnswer('Updated', 'Profile updated successfully!'), headers: sessionCookie },
          '400': errorResponse(
            "'Current password required for changes.', \"Passwords don't match!\", 'Password must be at least 8 characters.', 'Please sign in with Google again to change your account.'",
          ),
          '401': errorResponse("'Current password is incorrect.' or not signed in"),
          '403': crossSite,
          '409': errorResponse("'That e-mail is already used by another account.'"),
          '429': errorResponse('Too many wrong current passwords (the login backoff)'),
        },
      },
    },
    '/api/settings': {
      get: {
        operationId: 'publicSettings',
        summary: "The shop's public settings",
        tags: ['Shop'],
        responses: {
          '200': dataAnswer('Public fields only', { $ref: '#/components/schemas/PublicSettings' }),
        },
      },
      put: {
        operationId: 'saveSettings',
        summary: "Save the shop's name, contact details and delivery fee (admin)",
        description: 'Every total from then on uses the new fee; the footer and Contact page show the new details.',
        tags: ['Admin'],
        security: signedIn,
        requestBody: jsonBody({ $ref: '#/components/schemas/StoreSettingsInput' }),
        responses: {
          '200': dataAnswer("'Settings saved'", { $ref: '#/components/schemas/PublicSettings' }, { message: { const: 'Settings saved' } }),
          '400': errorResponse('A field is missing or invalid (per-field messages in `errors`)'),
          '401': errorResponse('Not signed in'),
          '403': errorResponse('Not an admin, or a cross-site request'),
        },
      },
    },
    '/api/admin/coupons': {
      get: {
        operationId: 'listCoupons',
        summary: 'Every coupon, with its uses (admin)',
        tags: ['Admin'],
        security: signedIn,
        responses: {
          '200': dataAnswer('Coupons by code', { type: 'array', items: { $ref: '#/components/schemas/AdminCoupon' } }),
          '401': errorResponse('Not signed in'),
          '403': errorResponse('Not an admin'),
        },
      },
      post: {
        operationId: 'createCoupon',
        summary: 'Add a coupon (admin)',
        tags: ['Admin'],
        security: signedIn,
        requestBody: jsonBody({ $ref: '#/components/schemas/CouponInput' }),
        responses: {
          '201': dataAnswer("'Coupon added'", { $ref: '#/components/schemas/AdminCoupon' }, { message: { const: 'Coupon added' } }),
          '400': errorResponse('A field is missing or invalid (per-field messages in `errors`)'),
          '401': errorResponse('Not signed in'),
          '403': errorResponse('Not an admin, or a cross-site request'),
          '409': errorResponse("'A coupon with this code already exists.' (codes match whatever their case)"),
        },
      },
    },
    '/api/admin/coupons/{code}': {
      put: {
        operationId: 'updateCoupon',
        summary: "Change a coupon's terms, or disable it with {active:false} (admin)",
        description: 'The code itself stays (past orders name it). null or blank clears the expiry, minimum or limit.',
        tags: ['Admin'],
        security: signedIn,
        parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string', maxLength: 32 }, description: 'Any case' }],
        requestBody: jsonBody({ $ref: '#/components/schemas/CouponUpdateInput' }),
        responses: {
          '200': dataAnswer("'Coupon updated', 'Coupon disabled' or 'Coupon enabled'", { $ref: '#/components/schemas/AdminCoupon' }, { message: { type: 'string' } }),
          '400': errorResponse('Invalid terms, or a usage limit below the uses so far'),
          '401': errorResponse('Not signed in'),
          '403': errorResponse('Not an admin, or a cross-site request'),
          '404': errorResponse("'Coupon not found'"),
        },
      },
    },
    '/api/coupons/validate': {
      post: {
        operationId: 'validateCoupon',
        summary: 'Check a coupon code (any case) before checkout',
        tags: ['Orders'],
        requestBody: jsonBody({
          type: 'object',
          required: ['code'],
          properties: {
            code: { type: 'string', maxLength: 32, examples: ['save10'] },
            subtotal: { type: 'number', minimum: 0, description: "The cart's subtotal in dollars, to check a minimum order" },
          },
        }),
        responses: {
          '200': dataAnswer(
            "'Coupon Applied: 10% off'",
            { type: 'object', required: ['code', 'discount'], properties: { code: { type: 'string' }, discount: { type: 'integer', description: 'Percent off' } } },
            { message: { type: 'string' } },
          ),
          '400': errorResponse("'This coupon has expired.', 'This coupon has been used up.', 'This coupon needs an order of at least $N.'"),
          '403': crossSite,
          '404': errorResponse("'Invalid Coupon Code' (unknown or disabled)"),
          '429': errorResponse('More than 60 checks from one address in a minute'),
        },
      },
    },
    '/api/orders': {
      post: {
        operationId: 'placeOrder',
        summary: 'Place an order (prices, discount and total computed by the server)',
        description:
          'The signed-in user places it; userId, names, prices, statuses and discount in the body are ignored. A `totalAmount` that differs from the server total is refused with 409 and the current figures. Card payments carry only the test gateway token (`tok_test_visa` pays, `tok_test_declined` is declined); a body with a `cardNumber` or `cvv` key anywhere is refused. Send an `Idempotency-Key` to make retries safe: the same key and body within 24 hours answer 200 with the first order.',
        tags: ['Orders'],
        security: signedIn,
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 100 } }],
        requestBody: jsonBody({ $ref: '#/components/schemas/PlaceOrder' }),
        responses: {
          '200': dataAnswer('A replay of an earlier request with the same Idempotency-Key and body', orderRef, { message: { type: 'string' } }),
          '201': dataAnswer("'Order placed successfully!'", orderRef, { message: { const: 'Order placed successfully!' } }),
          '400': errorResponse(
            "In this order: 'Your cart is empty.', 'Please fill in all delivery address fields.', 'Please fill in all card details.', 'Please fill in all UPI details.'; also card data refused, 'Sorry, X is no longer available…', coupon messages, an Idempotency-Key over 100 characters",
          ),
          '401': errorResponse("'Please log in to place an order.'"),
          '402': errorResponse("'Your card was declined.' (nothing is kept)"),
          '403': crossSite,
          '409': errorResponse(
            "'Prices have changed. Please review your cart.' with `data: {subtotal, discount, discountAmount, deliveryFee, totalAmount}`, or the same Idempotency-Key still being placed",
          ),
          '422': errorResponse("'This Idempotency-Key was already used for a different order.'"),
          '429': errorResponse('More than 30 orders by one customer in 10 minutes'),
        },
      },
      get: {
        operationId: 'listOrders',
        summary: "Every customer's orders, newest first (admin)",
        tags: ['Orders'],
        security: signedIn,
        parameters: [
          { name: 'status', in: 'query', required: false, schema: { enum: ['all', 'pending', 'processing', 'delivered', 'cancelled'] } },
          { name: 'paymentStatus', in: 'query', required: false, schema: { enum: ['all', 'pending', 'completed', 'failed'] } },
          { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'pageSize', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        ],
        responses: {
          '200': dataAnswer('One page of orders', { type: 'array', items: orderRef }, {
            ...ordersMessage,
            pagination: {
              type: 'object',
              required: ['page', 'pageSize', 'total'],
              properties: { page: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
            },
          }),
          '400': errorResponse('A filter or page value out of range'),
          '401': errorResponse('Not signed in'),
          '403': errorResponse('Not an admin'),
        },
      },
    },
    '/api/orders/user/{uid}': {
      get: {
        operationId: 'listUserOrders',
        summary: "A customer's latest 200 orders, newest first (that customer or an admin)",
        tags: ['Orders'],
        security: signedIn,
        parameters: [{ name: 'uid', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': dataAnswer('The orders', { type: 'array', items: orderRef }, ordersMessage),
          '401': errorResponse('Not signed in'),
          '403': errorResponse("Another customer's orders"),
        },
      },
    },
    '/api/orders/{id}/status': {
      put: {
        operationId: 'updateOrderStatus',
        summary: "Set an order's status (admin); kept in its history with who and when",
        tags: ['Orders'],
        security: signedIn,
        parameters: [idParameter],
        requestBody: statusBody(['pending', 'processing', 'delivered', 'cancelled']),
        responses: {
          '200': dataAnswer("'Order status updated'", orderRef, { message: { const: 'Order status updated' } }),
          '400': errorResponse("'Invalid order or status'"),
          '401': errorResponse('Not signed in'),
          '403': errorResponse('Not an admin, or cross-site'),
          '404': errorResponse("'Order not found'"),
        },
      },
    },
    '/api/orders/{id}/payment-status': {
      put: {
        operationId: 'updatePaymentStatus',
        summary: "Set an order's payment status (admin); kept in its history with who and when",
        tags: ['Orders'],
        security: signedIn,
        parameters: [idParameter],
        requestBody: statusBody(['pending', 'completed', 'failed']),
        responses: {
          '200': dataAnswer("'Payment status updated'", orderRef, { message: { const: 'Payment status updated' } }),
          '400': errorResponse("'Invalid order or status'"),
          '401': errorResponse('Not signed in'),
          '403': errorResponse('Not an admin, or cross-site'),
          '404': errorResponse("'Order not found'"),
        },
      },
    },
    '/api/reviews': {
      get: {
        operationId: 'listReviews',
        summary: 'The latest 200 reviews, newest first',
        tags: ['Reviews'],
        responses: { '200': dataAnswer('The reviews', { type: 'array', items: { $ref: '#/components/schemas/Review' } }) },
      },
      post: {
        operationId: 'createReview',
        summary: "Write a review (shown under the account's name; author and date come from the server)",
        tags: ['Reviews'],
        security: signedIn,
        requestBody: jsonBody({
          type: 'object',
          required: ['rating', 'review'],
          properties: {
            rating: { type: 'integer', minimum: 1, maximum: 5 },
            review: { type: 'string', minLength: 10, maxLength: 1000 },
          },
        }),
        responses: {
          '201': dataAnswer("'Review submitted successfully!'", { $ref: '#/components/schemas/Review' }, { message: { const: 'Review submitted successfully!' } }),
          '400': errorResponse("In this order: 'Please select a rating', 'Review must be at least 10 characters'"),
          '401': errorResponse("'Please login to submit a review'"),
          '403': crossSite,
          '429': errorResponse('More than 20 reviews by one customer in a day'),
        },
      },
    },
    '/api/admin/stats': {
      get: {
        operationId: 'dashboardStats',
        summary: "The Dashboard's figures (admin)",
        description:
          "Today's orders and revenue (orders not cancelled), counted from the shop's midnight at offset `tz`; the pending orders of any day; the 5 latest orders.",
        tags: ['Admin'],
        security: signedIn,
        parameters: [
          {
            name: 'tz',
            in: 'query',
            required: false,
            description: 'The shop\'s UTC offset in minutes east of UTC (the browser sends -getTimezoneOffset()); default 0',
            schema: { type: 'integer', minimum: -720, maximum: 840, default: 0 },
          },
        ],
        responses: {
          '200': dataAnswer('The figures', {
            type: 'object',
            required: ['today', 'pendingOrders', 'recentOrders'],
            properties: {
              today: {
                type: 'object',
                required: ['from', 'to', 'tzOffset', 'orders', 'revenue'],
                properties: {
                  from: { type: 'string', format: 'date-time' },
                  to: { type: 'string', format: 'date-time' },
                  tzOffset: { type: 'integer' },
                  orders: { type: 'integer', description: 'Orders placed today, any status' },
                  revenue: { type: 'number', description: 'Dollars: totals of today\'s orders that are not cancelled' },
                },
              },
              pendingOrders: { type: 'integer' },
              recentOrders: {
                type: 'array',
                maxItems: 5,
                items: {
                  type: 'object',
                  required: ['_id', 'reference', 'customerName', 'totalAmount', 'orderStatus', 'paymentStatus', 'createdAt'],
                  properties: {
                    _id: { type: 'string' },
                    reference: { type: 'string', examples: ['A1B2C3'] },
                    customerName: { type: 'string' },
                    totalAmount: { type: 'number' },
                    orderStatus: { enum: ['pending', 'processing', 'delivered', 'cancelled'] },
                    paymentStatus: { enum: ['pending', 'completed', 'failed'] },
                    createdAt: { type: 'string', format: 'date-time' },
                  },
                },
              },
            },
          }),
          '400': errorResponse("'tz must be a whole number of minutes from -720 to 840.'"),
          '401': errorResponse('Not signed in'),
          '403': errorResponse('Not an admin'),
        },
      },
    },
    '/api/admin/analytics': {
      get: {
        operationId: 'analytics',
        summary: "The Analytics screen's figures for a period (admin)",
        description:
          "Orders and revenue per day (every day of the period, zeros included), orders by status, the top 5 dishes by quantity and the totals, counted in the shop's days at offset `tz`. Revenue, the average order value and the top dishes leave cancelled orders out. Amounts in dollars.",
        tags: ['Admin'],
        security: signedIn,
        parameters: [
          { name: 'from', in: 'query', required: false, description: 'First day (YYYY-MM-DD); default 29 days before `to`', schema: { type: 'string', format: 'date' } },
          { name: 'to', in: 'query', required: false, description: "Last day, included (YYYY-MM-DD); default today in the shop's day", schema: { type: 'string', format: 'date' } },
          {
            name: 'tz',
            in: 'query',
            required: false,
            description: "The shop's UTC offset in minutes east of UTC (the browser sends -getTimezoneOffset()); default 0",
            schema: { type: 'integer', minimum: -720, maximum: 840, default: 0 },
          },
        ],
        responses: {
          '200': dataAnswer('The figures', {
            type: 'object',
            required: ['from', 'to', 'tz', 'days', 'byStatus', 'topDishes', 'totals'],
            properties: {
              from: { type: 'string', format: 'date' },
              to: { type: 'string', format: 'date' },
              tz: { type: 'integer' },
              days: {
                type: 'array',
                maxItems: 366,
                items: {
                  type: 'object',
                  required: ['date', 'orders', 'revenue'],
                  properties: { date: { type: 'string', format: 'date' }, orders: { type: 'integer' }, revenue: { type: 'number' } },
                },
              },
              byStatus: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['status', 'orders'],
                  properties: { status: { enum: ['pending', 'processing', 'delivered', 'cancelled'] }, orders: { type: 'integer' } },
                },
              },
              topDishes: {
                type: 'array',
                maxItems: 5,
                items: {
                  type: 'object',
                  required: ['foodId', 'name', 'quantity', 'revenue'],
                  properties: {
                    foodId: { type: 'string' },
                    name: { type: 'string' },
                    quantity: { type: 'integer' },
                    revenue: { type: 'number', description: 'Dollars: price × quantity as ordered' },
                  },
                },
              },
              totals: {
                type: 'object',
                required: ['orders', 'revenue', 'averageOrderValue'],
                properties: { orders: { type: 'integer' }, revenue: { type: 'number' }, averageOrderValue: { type: 'number' } },
              },
            },
          }),
          '400': errorResponse(
            "'from must be a date written as YYYY-MM-DD.', 'to must be a date written as YYYY-MM-DD.', 'The start date must be on or before the end date.', 'The period can be at most 366 days.', 'tz must be a whole number of minutes from -720 to 840.'",
          ),
          '401': errorResponse('Not signed in'),
          '403': errorResponse('Not an admin'),
        },
      },
    },
    '/api/openapi.json': {
      get: {
        operationId: 'openApi',
        summary: 'This document',
        tags: ['Operations'],
        responses: { '200': { description: 'OpenAPI 3.1 document', content: { 'application/json': {} } } },
      },
    },
  },
  components: {
    schemas: {
      Food: {
        type: 'object',
        required: ['_id', 'id', 'name', 'category', 'price', 'image', 'description', 'isAvailable'],
        properties: {
          _id: { type: 'string', description: 'Same value as id' },
          id: { type: 'string', examples: ['margherita-pizza'] },
          name: { type: 'string' },
          category: { type: 'string', description: 'Compared ignoring case', examples: ['pizza', 'Chicken'] },
          price: { type: 'number', description: 'Dollars, two decimals', examples: [12.99] },
          image: { type: 'string', description: 'Site-relative URL', examples: ['/images/dishes/margherita-pizza.svg'] },
          description: { type: 'string' },
          isAvailable: { type: 'boolean' },
        },
      },
      FoodInput: {
        type: 'object',
        required: ['name', 'category', 'price', 'image'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 100 },
          category: { type: 'string', minLength: 1, maxLength: 50 },
          price: { type: 'number', minimum: 0, maximum: 10000, description: 'Dollars, at most two decimals', examples: [12.99] },
          image: { type: 'string', description: 'A path on this site (/images/…) or an http(s) URL', maxLength: 2048 },
          description: { type: 'string', maxLength: 1000, default: '' },
          isAvailable: { type: 'boolean', default: true },
        },
      },
      PublicUser: {
        type: 'object',
        required: ['userId', 'name', 'email', 'role'],
        properties: {
          userId: { type: 'string' },
          name: { type: 'string' },
          email: { type: 'string' },
          role: { enum: ['customer', 'admin'], description: 'For display only; the server checks the database' },
        },
      },
      PublicSettings: {
        type: 'object',
        required: ['deliveryFee', 'storeName', 'contactEmail', 'phone', 'street', 'locality', 'country', 'openingHours'],
        properties: {
          deliveryFee: { type: 'number', description: 'Dollars', examples: [3] },
          ...storeDetailProperties,
        },
      },
      StoreSettingsInput: {
        type: 'object',
        description: 'Any of the fields; those left out keep their values',
        minProperties: 1,
        properties: {
          deliveryFee: { type: 'number', minimum: 0, maximum: 100, description: 'Dollars, at most two decimals' },
          ...storeDetailProperties,
        },
      },
      AdminCoupon: {
        type: 'object',
        required: ['code', 'discountPercent', 'active', 'expiresAt', 'minOrder', 'usageLimit', 'usedCount'],
        properties: {
          code: { type: 'string', examples: ['SAVE10'] },
          discountPercent: { type: 'integer', minimum: 1, maximum: 100 },
          active: { type: 'boolean' },
          expiresAt: { type: ['string', 'null'], format: 'date-time', description: 'From this instant it no longer applies' },
          minOrder: { type: 'number', description: 'Dollars; 0 for none' },
          usageLimit: { type: ['integer', 'null'], minimum: 1 },
          usedCount: { type: 'integer', minimum: 0 },
        },
      },
      CouponInput: {
        type: 'object',
        required: ['code', 'discountPercent'],
        properties: {
          code: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$', description: 'Stored upper case' },
          ...couponTermProperties,
        },
      },
      CouponUpdateInput: { type: 'object', properties: couponTermProperties },
      PlaceOrder: {
        type: 'object',
        required: ['products', 'deliveryAddress'],
        properties: {
          products: {
            type: 'array',
            minItems: 1,
            maxItems: 50,
            items: {
              type: 'object',
              required: ['productId', 'quantity'],
              properties: { productId: { type: 'string' }, quantity: { type: 'integer', minimum: 1, maximum: 99 } },
            },
          },
          deliveryAddress: { $ref: '#/components/schemas/DeliveryAddress' },
          paymentMethod: { enum: ['cash', 'card', 'upi'], default: 'cash' },
          paymentDetails: {
            oneOf: [
              {
                type: 'object',
                description: 'card',
                required: ['token', 'brand', 'last4', 'cardHolderName'],
                properties: {
                  token: { type: 'string', examples: ['tok_test_visa', 'tok_test_declined'] },
                  brand: { enum: ['visa', 'mastercard', 'amex', 'discover', 'card'] },
                  last4: { type: 'string', pattern: '^\\d{4}$' },
                  cardHolderName: { type: 'string' },
                },
              },
              {
                type: 'object',
                description: 'upi',
                required: ['upiId', 'transactionId'],
                properties: { upiId: { type: 'string', examples: ['ann@okbank'] }, transactionId: { type: 'string' } },
              },
            ],
          },
          couponCode: { type: ['string', 'null'], maxLength: 32 },
          totalAmount: { type: ['number', 'null'], description: 'What the customer saw, in dollars; 409 if it differs' },
        },
      },
      DeliveryAddress: {
        type: 'object',
        required: ['street', 'city', 'state', 'zipCode'],
        properties: {
          street: { type: 'string' },
          city: { type: 'string' },
          state: { type: 'string' },
          zipCode: { type: 'string' },
          country: { type: 'string' },
        },
      },
      Order: {
        type: 'object',
        required: ['_id', 'userId', 'createdAt', 'products', 'orderStatus', 'paymentStatus', 'paymentMethod', 'totalAmount', 'statusHistory'],
        properties: {
          _id: { type: 'string', pattern: '^[0-9a-f]{24}$' },
          userId: { type: 'string' },
          customerName: { type: 'string' },
          customerEmail: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time' },
          products: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                productId: { type: 'string' },
                name: { type: 'string' },
                price: { type: 'number', description: 'Dollars when ordered' },
                quantity: { type: 'integer' },
                image: { type: 'string' },
              },
            },
          },
          orderStatus: { enum: ['pending', 'processing', 'delivered', 'cancelled'] },
          paymentStatus: { enum: ['pending', 'completed', 'failed'] },
          paymentMethod: { enum: ['cash', 'card', 'upi'] },
          paymentDetails: {
            oneOf: [
              { type: 'null' },
              { type: 'object', properties: { brand: { type: 'string' }, last4: { type: 'string' }, cardHolderName: { type: 'string' } } },
              { type: 'object', properties: { upiId: { type: 'string' }, transactionId: { type: 'string' } } },
            ],
          },
          deliveryAddress: { $ref: '#/components/schemas/DeliveryAddress' },
          couponCode: { type: ['string', 'null'] },
          discount: { type: 'integer', description: 'Coupon percent' },
          discountAmount: { type: 'number' },
          subtotal: { type: 'number' },
          deliveryFee: { type: 'number' },
          totalAmount: { type: 'number' },
          statusHistory: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                kind: { enum: ['order', 'payment'] },
                status: { type: 'string' },
                at: { type: 'string', format: 'date-time' },
                by: {
                  oneOf: [{ type: 'null' }, { type: 'object', properties: { userId: { type: 'string' }, name: { type: 'string' } } }],
                },
              },
            },
          },
        },
      },
      Review: {
        type: 'object',
        required: ['_id', 'userName', 'rating', 'review', 'createdAt'],
        properties: {
          _id: { type: 'string' },
          userName: { type: 'string', description: "The name on the author's account when they wrote it" },
          rating: { type: 'integer', minimum: 1, maximum: 5 },
          review: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
      Error: {
        type: 'object',
        required: ['success', 'message'],
        properties: {
          success: { const: false },
          message: { type: 'string' },
          code: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-field messages' },
          data: { description: 'Facts to recover with, e.g. the current totals on a 409 price change' },
        },
      },
    },
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: 'doorstep_session' },
    },
    parameters: {
      IfNoneMatch: { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
    },
    headers: {
      ETag: { description: 'Strong validator of this representation', schema: { type: 'string' } },
    },
  },
} as const;
