import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['checks/**/*.test.ts', 'contract/src/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: test files run side by side, each on its own database.
    maxWorkers: 2,
  },
});
