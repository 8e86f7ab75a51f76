import { defineConfig } from 'vitest/config';

// One `vitest run` runs every level: pure rules, the API over a real database
// file, the worker inside workerd, and journeys in Chromium against the built site.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'worker/**/*.test.ts', 'db/**/*.test.ts', 'site/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
