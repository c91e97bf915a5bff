import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/server/config.ts';

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database, offline AI', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_NAME).toBe('FechaZap');
    expect(config.aiMode).toBe('offline');
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('names the variable in one line when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT .*"abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SUPPORT_WHATSAPP: '(11) 9999' })).toThrow(/SUPPORT_WHATSAPP/);
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
  });

  it('reads CHECKOUT_PRICE as reais and refuses what is not a price', () => {
    expect(loadConfig({}).CHECKOUT_PRICE).toBeUndefined();
    expect(loadConfig({ CHECKOUT_PRICE: 'R$ 97,90' }).CHECKOUT_PRICE).toBe(97.9);
    expect(loadConfig({ CHECKOUT_PRICE: '1.297' }).CHECKOUT_PRICE).toBe(1297);
    for (const bad of ['grátis', '0', '-10']) {
      expect(() => loadConfig({ CHECKOUT_PRICE: bad })).toThrow(
        /^Invalid configuration: CHECKOUT_PRICE/,
      );
    }
  });

  it('requires AUTH_SECRET and SMTP_URL in production on an external database', () => {
    const external = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/fechazap' };
    expect(() => loadConfig(external)).toThrow(/AUTH_SECRET is required/);
    expect(() => loadConfig({ ...external, AUTH_SECRET: 'x'.repeat(32) })).toThrow(
      /SMTP_URL is required/,
    );
    // `npm start` on the embedded database: production rules, a generated secret, the outbox.
    expect(loadConfig({ NODE_ENV: 'production' }).NODE_ENV).toBe('production');
    const production = {
      ...external,
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail:25',
    };
    expect(loadConfig(production).NODE_ENV).toBe('production');
  });

  it('never echoes a value that may hold a secret', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ AUTH_SECRET: 'curto' })).not.toThrow(/curto/);
  });

  it('switches to the provider engine only with both AI_BASE_URL and AI_MODEL', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:1/v1' })).toThrow(/AI_MODEL/);
    const config = loadConfig({ AI_BASE_URL: 'http://127.0.0.1:1/v1', AI_MODEL: 'm' });
    expect(config.aiMode).toBe('provider');
  });

  it('treats empty optional values as unset and drops a trailing slash from APP_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', APP_URL: 'https://app.example.com/' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_URL).toBe('https://app.example.com');
  });
});
