import { describe, expect, it } from 'vitest';
import { configSchema, configTable, loadConfig as load, redactConfig } from './config';

/** Production (the default NODE_ENV) requires a session secret; every case here has one unless it says otherwise. */
const SECRET = 'x'.repeat(40);
const loadConfig = (env: Record<string, string | undefined>) => load({ SESSION_SECRET: SECRET, ...env });

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      upstreamPort: 3001,
      contentApiUrl: 'http://127.0.0.1:3001',
      contentApiKey: 'local-dev-key',
      imageBaseUrl: 'http://127.0.0.1:3001',
      imageBaseHosts: ['http://127.0.0.1:3001'],
      imageSigningKey: 'neutron-local-image-signing-key',
      logLevel: 'warn',
      upstreamTimeoutMs: 12000,
      upstreamConnections: 64,
      shutdownTimeoutMs: 10000,
      cacheMaxEntries: 5000,
      cacheMaxBytes: 16 * 1024 * 1024,
      identityIssuer: 'http://127.0.0.1:3001/oidc',
      identityClientId: 'neutron',
      identityClientSecret: 'neutron-local-client-secret',
      identityTimeoutMs: 5000,
      profileUrl: 'http://127.0.0.1:3001/api/neutron/uds/{site}/user/profile',
      commentTokenUrl: 'http://127.0.0.1:3001/api/neutron/uds/{site}/user/comment-token',
      sessionSecret: SECRET,
      vanityRedirectAllowedHosts: [],
      renderCacheTtlMs: 10_000,
      warmupTimeoutMs: 5000,
      renderCacheMaxBytes: 16 * 1024 * 1024,
      replayIndexMaxEntries: 5000,
      segmentCacheMaxBytes: 16 * 1024 * 1024,
      htmlWriter: 'rows',
      flightWriter: 'neutron',
      brotliQuality: 1,
      islandCacheMaxBytes: 8 * 1024 * 1024,
      islandMarkupCheckEvery: 100,
      nodeEnv: 'production',
      siteOrigin: 'http://localhost:3000',
      clientServices: {
        collectUrl: 'http://127.0.0.1:3001',
        adServerUrl: 'http://127.0.0.1:3001',
        thirdPartyUrl: 'http://127.0.0.1:3001',
        liveSocketUrl: 'ws://127.0.0.1:3001/live/socket',
      },
      mediaOrigins: ['http://127.0.0.1:3001'],
      limits: {
        maxConcurrentRenders: 16,
        renderQueueSize: 64,
        renderQueueTimeoutMs: 1000,
        shedEventLoopDelayMs: 500,
        queueDelayTargetMs: 1000,
        upstreamBackgroundConnections: 8,
        upstreamQueueSize: 64,
        upstreamQueueTimeoutMs: 1000,
        drainDelayMs: 5000,
        adminPort: undefined,
        postsPerMinute: 10,
        emailForwardsPerHour: 3,
        trustedProxyHops: 0,
        trustedProxies: ['127.0.0.0/8', '::1'],
        writeTimeoutMs: 30_000,
        hstsMaxAge: 31_536_000,
        livenessStallMs: 10_000,
        queryRendersPerMinute: 60,
        notFoundCacheTtlMs: 10_000,
        notFoundCacheMaxEntries: 10_000,
        pageDeadlineMs: 15_000,
        staleIfErrorMs: 86_400_000,
        upstreamFailureCacheMs: 2000,
        debugAllowedAddresses: [],
        debugToken: undefined,
      },
      telemetry: { tracing: false, sampleRatio: 1, otlpEndpoint: undefined, serviceName: 'neutron' },
      decision: {
        url: 'http://127.0.0.1:3001/decision',
        token: 'local-decision-token',
        tenantId: 'cnet',
        writeKey: 'local-write-key',
        financeFeedUrl: 'http://127.0.0.1:3001/finance-feed',
      },
      fleet: { redisUrl: undefined, redisTimeoutMs: 20, redisMaxValueBytes: 524_288, purgeKey: undefined },
    });
  });

  it('reads the tracing settings and refuses bad ones', () => {
    const config = loadConfig({
      TRACING: 'on',
      TRACING_SAMPLE_RATIO: '0.25',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
      OTEL_SERVICE_NAME: 'neutron-eu',
    });
    expect(config.telemetry).toEqual({
      tracing: true,
      sampleRatio: 0.25,
      otlpEndpoint: 'http://collector:4318',
      serviceName: 'neutron-eu',
    });
    expect(() => loadConfig({ TRACING: 'yes' })).toThrow('TRACING must be one of off, on (got "yes")');
    expect(() => loadConfig({ TRACING_SAMPLE_RATIO: '1.5' })).toThrow(
      'TRACING_SAMPLE_RATIO must be a number between 0 and 1 (got "1.5")',
    );
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/,
    );
  });

  it('reads the decision service, off disables it, and refuses bad values without echoing secrets', () => {
    expect(loadConfig({ DECISION_SERVICE_URL: 'https://decide.example.com/' }).decision.url).toBe(
      'https://decide.example.com',
    );
    expect(loadConfig({ DECISION_SERVICE_URL: 'off' }).decision.url).toBeUndefined();
    expect(() => loadConfig({ DECISION_SERVICE_URL: 'ftp://x' })).toThrow(
      'DECISION_SERVICE_URL must be an http(s) URL without query, fragment or credentials, or off',
    );
    expect(() => loadConfig({ DECISION_WRITE_KEY: 'has space' })).toThrow(
      /DECISION_WRITE_KEY must be 1 to 512 printable characters without spaces$/,
    );
  });

  it('reads the fleet settings and refuses bad ones', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6380/0',
      REDIS_TIMEOUT_MS: '50',
      PURGE_KEY: 'purge-key-0123456789',
    });
    expect(config.fleet).toEqual({
      redisUrl: 'redis://127.0.0.1:6380/0',
      redisTimeoutMs: 50,
      redisMaxValueBytes: 524_288,
      purgeKey: 'purge-key-0123456789',
    });
    expect(redactConfig(config).fleet).toMatchObject({ purgeKey: '[redacted]' });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(() => loadConfig({ PURGE_KEY: 'short' })).toThrow('PURGE_KEY must be 16 to 512 printable characters');
  });

  it('reads the overload limits and refuses bad ones', () => {
    const config = loadConfig({
      MAX_CONCURRENT_RENDERS: '4',
      RENDER_QUEUE_SIZE: '0',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      DRAIN_DELAY_MS: '250',
    });
    expect(config.limits).toMatchObject({
      maxConcurrentRenders: 4,
      renderQueueSize: 0,
      shedEventLoopDelayMs: 0,
      drainDelayMs: 250,
    });
    expect(() => loadConfig({ MAX_CONCURRENT_RENDERS: '0' })).toThrow(
      'MAX_CONCURRENT_RENDERS must be an integer between 1 and 10000 (got "0")',
    );
    expect(() => loadConfig({ RENDER_QUEUE_TIMEOUT_MS: 'soon' })).toThrow('RENDER_QUEUE_TIMEOUT_MS must be an integer');
  });

  it('reads the trusted proxies and the write timeout (decision 104), and refuses bad ones', () => {
    expect(
      loadConfig({
        TRUSTED_PROXY_HOPS: '1',
        TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,fd00::/8',
        WRITE_TIMEOUT_MS: '5000',
      }).limits,
    ).toMatchObject({
      trustedProxies: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8'],
      writeTimeoutMs: 5000,
    });
    for (const bad of ['10.0.0.0/33', 'balancer.internal', ',', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow(
        /TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges/,
      );
    }
    expect(() => loadConfig({ WRITE_TIMEOUT_MS: '10' })).toThrow(/WRITE_TIMEOUT_MS must be an integer between 1000/);
  });

  it('reads the client service endpoints and refuses bad ones', () => {
    const config = loadConfig({
      COLLECT_URL: 'https://collect.example.com/',
      AD_SERVER_URL: 'https://ads.example.com',
      THIRD_PARTY_URL: 'https://cdn.example.com/tp',
      LIVE_SOCKET_URL: 'wss://live.example.com:443/socket',
      MEDIA_ORIGINS: 'https://media.example.com, https://media2.example.com/',
    });
    expect(config.clientServices).toEqual({
      collectUrl: 'https://collect.example.com',
      adServerUrl: 'https://ads.example.com',
      thirdPartyUrl: 'https://cdn.example.com/tp',
      liveSocketUrl: 'wss://live.example.com:443/socket',
    });
    expect(config.mediaOrigins).toEqual(['https://media.example.com', 'https://media2.example.com']);
    expect(() => loadConfig({ LIVE_SOCKET_URL: 'http://live.example.com' })).toThrow(
      /LIVE_SOCKET_URL must be a ws:\/\/ or wss:\/\/ URL/,
    );
    expect(() => loadConfig({ MEDIA_ORIGINS: 'media.example.com' })).toThrow(
      /MEDIA_ORIGINS must be a comma-separated list/,
    );
  });

  it('derives dependent defaults from the variables they depend on', () => {
    const config = loadConfig({ PORT: '8080', UPSTREAM_PORT: '4001' });
    expect(config.contentApiUrl).toBe('http://127.0.0.1:4001');
    expect(config.imageBaseUrl).toBe('http://127.0.0.1:4001');
    expect(config.siteOrigin).toBe('http://localhost:8080');
  });

  it('reads explicit values and normalises URLs', () => {
    const config = loadConfig({
      CONTENT_API_URL: 'https://api.example.com/prefix/',
      IMAGE_BASE_URL: 'https://images.example.com',
      SITE_ORIGIN: 'https://www.example.com/',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      CACHE_MAX_MB: '2',
    });
    expect(config.contentApiUrl).toBe('https://api.example.com/prefix');
    expect(config.imageBaseUrl).toBe('https://images.example.com');
    expect(config.siteOrigin).toBe('https://www.example.com');
    expect(config.logLevel).toBe('warn');
    expect(config.nodeEnv).toBe('development');
    expect(config.host).toBe('0.0.0.0');
    expect(config.cacheMaxBytes).toBe(2 * 1024 * 1024);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '  ' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be an integer between 0 and 65535 (got "70000")'],
    [{ PORT: '1.5' }, 'PORT must be an integer'],
    [{ UPSTREAM_TIMEOUT_MS: '0' }, 'UPSTREAM_TIMEOUT_MS must be an integer between 1 and 600000 (got "0")'],
    [{ UPSTREAM_CONNECTIONS: '-1' }, 'UPSTREAM_CONNECTIONS must be an integer'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of debug, info, warn, error (got "verbose")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [{ CONTENT_API_URL: 'ftp://x' }, 'CONTENT_API_URL must be an http(s) URL'],
    [{ CONTENT_API_URL: 'not a url' }, 'CONTENT_API_URL must be an http(s) URL'],
    [{ SITE_ORIGIN: 'https://www.example.com/path' }, 'SITE_ORIGIN must be an http(s) origin'],
    [{ HOST: 'bad host' }, 'HOST must be a host name or IP address'],
    [{ BROTLI_QUALITY: '12' }, 'BROTLI_QUALITY must be an integer between 0 and 11 (got "12")'],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT must .*; LOG_LEVEL must/);
  });

  it('requires SESSION_SECRET in production, checks its length, never echoes it, and makes one up elsewhere', () => {
    expect(() => load({})).toThrow('SESSION_SECRET is required when NODE_ENV is production');
    expect(() => load({ SESSION_SECRET: 'short-secret' })).toThrow(
      /^Invalid configuration: SESSION_SECRET must be 32 to 512 printable characters without spaces$/,
    );
    const development = load({ NODE_ENV: 'development' });
    expect(development.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(load({ NODE_ENV: 'development' }).sessionSecret).not.toBe(development.sessionSecret);
    expect(redactConfig(loadConfig({})).sessionSecret).toBe('[redacted]');
    expect(redactConfig(loadConfig({})).identityClientSecret).toBe('[redacted]');
  });

  it('never echoes the api key', () => {
    expect(() => loadConfig({ CONTENT_API_KEY: 'has space secret' })).toThrow(
      /^Invalid configuration: CONTENT_API_KEY must [^"]*$/,
    );
    expect(redactConfig(loadConfig({ CONTENT_API_KEY: 'secret' })).contentApiKey).toBe('[redacted]');
    expect(JSON.stringify(redactConfig(loadConfig({ DEBUG_TOKEN: 'debug-token-0123456789' })))).not.toContain(
      'debug-token-0123456789',
    );
    expect(() => loadConfig({ DEBUG_TOKEN: 'short' })).toThrow(
      /DEBUG_TOKEN must be 16 to 512 printable characters without spaces$/,
    );
    expect(loadConfig({ DEBUG_ALLOWED_ADDRESSES: '10.0.0.7, ::1' }).limits.debugAllowedAddresses).toEqual([
      '10.0.0.7',
      '::1',
    ]);
  });
});

describe('log level (001 §8)', () => {
  it('is warn in production unless LOG_LEVEL says otherwise, info in development and test', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'development' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('info');
  });
});

describe('configTable', () => {
  it('documents every variable of the schema exactly once', () => {
    const documented = configTable.map((row) => row.name).sort();
    expect(documented).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('lists defaults that loadConfig really applies', () => {
    const config = loadConfig({});
    const byName = new Map(configTable.map((row) => [row.name, row.default]));
    expect(byName.get('PORT')).toBe(String(config.port));
    expect(byName.get('HOST')).toBe(config.host);
    expect(byName.get('LOG_LEVEL')).toBe(config.logLevel);
    expect(byName.get('UPSTREAM_TIMEOUT_MS')).toBe(String(config.upstreamTimeoutMs));
    expect(byName.get('CACHE_MAX_ENTRIES')).toBe(String(config.cacheMaxEntries));
    expect(byName.get('NODE_ENV')).toBe(config.nodeEnv);
  });
});
