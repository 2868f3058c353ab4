import { defineConfig } from '@playwright/test';

/** E2E: Debian's Chromium (no browser download), the real `npm start` stack on fixed loopback ports. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 3211);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The tests' browser may open the debug toolbar (decision 053). Chromium and the server share
    // two cores: shedding by event-loop delay and the render queue's 1 s timeout are tested in
    // test/reliability/, not here, where a late loop would turn a reader's page into a 503.
    env: {
      PORT: String(PORT),
      UPSTREAM_PORT: String(UPSTREAM_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEBUG_ALLOWED_ADDRESSES: '127.0.0.1',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      QUEUE_DELAY_TARGET_MS: '0',
      RENDER_QUEUE_TIMEOUT_MS: '30000',
    },
  },
});
