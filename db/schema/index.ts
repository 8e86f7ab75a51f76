export * from './foods.ts';
export * from './users.ts';
export * from './app-meta.ts';
export * from './sessions.ts';
export * from './auth-nonces.ts';
export * from './throttles.ts';
