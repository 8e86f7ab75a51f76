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

const crossSite = errorResponse("Another site's page sent it ('Cross-site request refused.')");
const signedIn = [{ session: [] }];

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
      Error: {
        type: 'object',
        required: ['success', 'message'],
        properties: {
          success: { const: false },
          message: { type: 'string' },
          code: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-field messages' },
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
