import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from '../../scripts/fleet/nginxConfig';

describe('the fleet nginx configuration', () => {
  it('lists every instance with passive health checks, keeps upstream connections alive and streams', () => {
    const text = nginxConfig({ dir: '/tmp/x', port: 8080, instancePorts: [8083, 8084, 8085] });
    for (const port of [8083, 8084, 8085])
      expect(text).toContain(`server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`);
    expect(text).toMatch(/keepalive \d+;/);
    expect(text).toContain('proxy_http_version 1.1;');
    expect(text).toContain('proxy_set_header Connection "";');
    expect(text).toContain('proxy_buffering off;');
    expect(text).toContain('proxy_next_upstream error timeout http_502;');
    // A new master can bind while a killed one's workers still hold the port.
    expect(text).toContain('listen 127.0.0.1:8080 reuseport;');
  });

  it("is accepted by Debian's nginx (nginx -t)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'neutron-nginx-test-'));
    try {
      writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, port: 1, instancePorts: [2, 3] }));
      const check = spawnSync(
        '/usr/sbin/nginx',
        ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
        { encoding: 'utf8' },
      );
      expect(check.stderr).toContain('syntax is ok');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
