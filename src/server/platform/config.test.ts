// The environment is parsed once; defaults for a zero-setup start, one clear line for
// anything invalid, and a session secret that outlives restarts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'civic-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
const errorOf = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('starts with no configuration: port 5000, embedded database, the live public-data services', () => {
    const config = load({});
    expect(config.PORT).toBe(5000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.isProduction).toBe(false);
    expect(config.oidc).toBeUndefined();
    expect(config.CONGRESS_API_URL).toBe('https://api.congress.gov/v3');
    expect(config.OPENSTATES_API_URL).toBe('https://v3.openstates.org');
    expect(config.FEC_API_URL).toBe('https://api.open.fec.gov/v1');
    expect(config.SENATE_URL).toBe('https://www.senate.gov');
    expect(config.HOUSE_CLERK_URL).toBe('https://clerk.house.gov');
  });

  it('points a service at another base URL, and treats an empty variable as unset', () => {
    expect(load({ FEC_API_URL: 'http://127.0.0.1:9999/fec' }).FEC_API_URL).toBe('http://127.0.0.1:9999/fec');
    expect(load({ SENATE_URL: '' }).SENATE_URL).toBe('https://www.senate.gov');
    expect(load({ CONGRESS_API_KEY: '  ' }).CONGRESS_API_KEY).toBeUndefined();
  });

  it('reads ADMIN_EMAILS as a trimmed, lower-case list', () => {
    expect(load({ ADMIN_EMAILS: ' Editor@Example.org, ,chief@example.org ' }).ADMIN_EMAILS).toEqual([
      'editor@example.org',
      'chief@example.org',
    ]);
  });

  it('names the variable in one line when a value is invalid', () => {
    expect(errorOf({ PORT: '70000' })).toMatch(/^Invalid configuration: PORT .+$/);
    expect(errorOf({ DATABASE_URL: 'mysql://x' })).toBe('Invalid configuration: DATABASE_URL must be a postgres:// URL');
    expect(errorOf({ FEC_API_URL: 'ftp://example.org' })).toBe('Invalid configuration: FEC_API_URL must be an http(s) URL');
    expect(errorOf({ SESSION_SECRET: 'short' })).toBe('Invalid configuration: SESSION_SECRET must be at least 32 characters');
    expect(errorOf({ NODE_ENV: 'production' })).toBe('Invalid configuration: SESSION_SECRET is required when NODE_ENV=production');
    expect(errorOf({ OIDC_ISSUER_URL: 'https://id.example.org' })).toBe(
      'Invalid configuration: OIDC_ISSUER_URL and OIDC_CLIENT_ID must be set together',
    );
  });

  it('requires PUBLIC_URL in production, the only origin mailed links name; elsewhere it defaults to localhost and PORT', () => {
    expect(errorOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toBe(
      'Invalid configuration: PUBLIC_URL is required when NODE_ENV=production (the origin mailed links point to)',
    );
    expect(load({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://civic.example/' }).publicOrigin).toBe(
      'https://civic.example',
    );
    expect(load({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
  });

  it('reads the LegiScan sync and the demo statehouses settings, with defaults for a first start', () => {
    const config = load({});
    expect(config.LEGISCAN_API_KEY).toBeUndefined();
    expect(config.LEGISCAN_API_URL).toBe('https://api.legiscan.com/');
    expect(config.LEGISCAN_STATES).toBe('all');
    expect(config.LEGISCAN_MONTHLY_REQUESTS).toBe(30_000);
    expect(config.SYNC_LEGISCAN_CRON).toBe('50 5 * * *');
    expect(config.DEMO_STATEHOUSES).toBe('all');
    const set = load({
      LEGISCAN_API_KEY: 'k',
      LEGISCAN_STATES: ' mn, CO ,MN',
      LEGISCAN_MONTHLY_REQUESTS: '500',
      SYNC_LEGISCAN_CRON: 'off',
      DEMO_STATEHOUSES: 'none',
    });
    expect(set).toMatchObject({
      LEGISCAN_STATES: ['MN', 'CO'],
      LEGISCAN_MONTHLY_REQUESTS: 500,
      SYNC_LEGISCAN_CRON: 'off',
      DEMO_STATEHOUSES: [],
    });
    expect(load({ DEMO_STATEHOUSES: 'MN' }).DEMO_STATEHOUSES).toEqual(['MN']);
    expect(errorOf({ LEGISCAN_STATES: 'MN,XX' })).toBe(
      "Invalid configuration: LEGISCAN_STATES must be 'all' or a comma list of two-letter state codes (e.g. MN,CO); 'XX' is none",
    );
    expect(errorOf({ LEGISCAN_STATES: 'none' })).toMatch(/^Invalid configuration: LEGISCAN_STATES must be 'all' or a comma list/);
    expect(errorOf({ DEMO_STATEHOUSES: 'Minnesota' })).toMatch(/^Invalid configuration: DEMO_STATEHOUSES must be 'all', 'none' or/);
    expect(errorOf({ LEGISCAN_MONTHLY_REQUESTS: '0' })).toMatch(/^Invalid configuration: LEGISCAN_MONTHLY_REQUESTS /);
    expect(errorOf({ SYNC_LEGISCAN_CRON: 'weekly' })).toMatch(/^Invalid configuration: SYNC_LEGISCAN_CRON must be a five-field cron/);
  });

  it('configures OIDC when issuer and client id are both set', () => {
    const config = load({ OIDC_ISSUER_URL: 'https://id.example.org', OIDC_CLIENT_ID: 'civic', OIDC_CLIENT_SECRET: 's3cret' });
    expect(config.oidc).toEqual({ issuerUrl: 'https://id.example.org', clientId: 'civic', clientSecret: 's3cret' });
  });

  it('outside production, generates the session secret once and keeps it in DATA_DIR', () => {
    const first = load({}).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(load({}).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(load({ SESSION_SECRET: 'x'.repeat(40) }).sessionSecret).toBe('x'.repeat(40));
  });
});
