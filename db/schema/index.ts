export * from './foods.ts';
export * from './users.ts';
export * from './app-meta.ts';
