import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{server,rsc,client,shared,upstream,build}/**/*.test.{ts,tsx}',
      'scripts/fleet/*.test.ts',
      'test/{integration,fault,reliability,lint}/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
