import { defineConfig } from 'vitest/config';

/**
 * The fleet suite (test/fleet: nginx + 3 instances + Redis + upstream) runs on its own, after the
 * other suites: it starts six processes, and beside other servers on a 2-core machine it would
 * make their renders queue and shed.
 */
export default defineConfig({
  test: {
    include: ['test/fleet/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
