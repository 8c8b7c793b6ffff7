import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM; two workers keep the 2-core machine usable.
    maxWorkers: 2,
    // Files of one worker share its imported modules instead of importing the app (fastify,
    // drizzle, pdfkit, exceljs...) again for each file: that import was most of a file's time.
    // Each file still opens its own database and app (test-app.ts), and no file mocks modules.
    isolate: false,
  },
});
