import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['checks/**/*.test.ts', 'contract/src/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The test files of a worker share its modules: importing the server anew for each of 75 files took a third of
    // the run (274 s isolated, 169 s shared, two workers on two cores). It is safe because no test changes the
    // process for the files after it (no module mocks, fake timers, stubbed globals or environment:
    // checks/architecture.test.ts), and what the server keeps in module scope is either keyed by the database handle
    // of each file's app (prepared statements, user access) or holds no app's state (the PDF helper processes,
    // PDFium, the fonts, the common-password list).
    isolate: false,
    // Each file has its own database; the files wait on PostgreSQL and on real SMTP and job timing more than they
    // compute, so three run side by side on two cores (two: 169 s, three: 152 s, four: 154 s).
    maxWorkers: 3,
  },
});
