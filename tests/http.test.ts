import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connect } from '../src/server/db/client.ts';
import { createLogger } from '../src/server/logger.ts';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from './helpers/test-app.ts';

function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-client-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fakeClientBuild();
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('GET /api/health and /api/config', () => {
  it('reports ok and which database the app runs on', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: inject('testDatabase').mode });
  });

  it('gives the client the operator configuration and the daily limits', async () => {
    const custom = await createTestApp({
      APP_NAME: 'VendeMais',
      APP_URL: 'https://vendemais.example/app',
      CHECKOUT_URL: 'https://pay.example.com/x',
      SUPPORT_WHATSAPP: '5511912345678',
    });
    try {
      const res = await custom.request('/api/config');
      expect(await res.json()).toEqual({
        appName: 'VendeMais',
        appUrl: 'https://vendemais.example',
        checkoutUrl: 'https://pay.example.com/x',
        supportWhatsApp: '5511912345678',
        dailyLimits: {
          scripts: 3,
          objections: 5,
          replies: 30,
          audioMinutes: 30,
          campaignMessages: 60,
        },
        aiMode: 'offline',
      });
    } finally {
      await custom.close();
    }
  });
});

describe('API errors', () => {
  it('answers an unknown /api path with a 404 in the JSON error shape', async () => {
    const res = await t.request('/api/nao-existe', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = await res.json();
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toMatch(/Não encontrado/);
  });

  it('refuses a 100 kB body with 413 before reading it', async () => {
    const res = await t.request('/api/nao-existe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'x'.repeat(100_000) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 503 in the error shape when the database is gone, without a stack trace', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const unreachable = connect('postgres://nobody@127.0.0.1:1/none', 'external');
    const broken = createApp({
      config,
      database: unreachable,
      logger: createLogger('silent'),
      authSecret: TEST_AUTH_SECRET,
    });
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.error.code).toBe('DATABASE_UNAVAILABLE');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
    await unreachable.close();
  });
});

describe('the SPA', () => {
  it('serves index.html with 200 on the spec routes', async () => {
    for (const p of ['/', '/auth', '/reset-password', '/inicio', '/dashboard', '/ajuda']) {
      const res = await t.request(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves index.html with 404 on any other path, so the SPA shows its 404 page', async () => {
    const res = await t.request('/qualquer-coisa');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and index.html never', async () => {
    const asset = await t.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await t.request('/auth');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with a plain 404, not the SPA, and logs no error', async () => {
    const logged = t.logs().length;
    for (const p of ['/assets/x.js', '/assets/nested/missing-abc.css', '/assets/']) {
      const res = await t.request(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type') ?? '', p).not.toMatch(/text\/html/);
      expect(await res.text(), p).not.toContain('<div id="root">');
      expect(res.headers.get('cache-control'), p).not.toContain('immutable');
    }
    const errors = t
      .logs()
      .slice(logged)
      .filter((line) => Number(line.level) >= 50 || 'err' in line);
    expect(errors).toEqual([]);
  });
});

describe('security headers', () => {
  it('are on JSON, HTML and 404 responses', async () => {
    for (const p of ['/api/health', '/', '/qualquer-coisa', '/api/nao-existe']) {
      const res = await t.request(p);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, p).toContain("script-src 'self'");
      expect(csp, p).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, p).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-request-id'), p).toBeTruthy();
      expect(res.headers.get('strict-transport-security'), p).toBeNull();
    }
  });

  it('are on a 500 too, which leaks no detail', async () => {
    const broken = await createTestApp();
    await broken.database.pool.end(); // not "the database is down": a bug, so a 500
    const res = await broken.request('/api/health');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Algo deu errado do nosso lado. Tente novamente em alguns instantes.',
      },
    });
    await broken.close().catch(() => {});
  });

  it('add HSTS when APP_URL is https', async () => {
    const https = await createTestApp({ APP_URL: 'https://app.example.com' });
    try {
      const res = await https.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await https.close();
    }
  });
});
