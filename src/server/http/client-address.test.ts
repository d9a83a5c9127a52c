// The express lane counts a client under the address Fastify would give it (docs/decisions/0271-public-read-api.md).
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/support/server/test-app.ts';
import { clientAddressOf } from './client-address.ts';

const request = (socket: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: socket },
    connection: { remoteAddress: socket },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  }) as unknown as IncomingMessage;

describe('clientAddressOf', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', () => {
    expect(clientAddressOf(testConfig().trustProxy)(request('10.0.0.5', '203.0.113.7'))).toBe('10.0.0.5');
  });

  it('takes the address the trusted hops name, as Fastify does', () => {
    const forged = request('10.0.0.5', '198.51.100.1, 203.0.113.7');
    expect(clientAddressOf(testConfig({ TRUST_PROXY: '1' }).trustProxy)(forged)).toBe('203.0.113.7');
    expect(clientAddressOf(testConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy)(forged)).toBe('203.0.113.7');
    expect(clientAddressOf(testConfig({ TRUST_PROXY: '192.0.2.1' }).trustProxy)(forged)).toBe('10.0.0.5');
    expect(clientAddressOf(testConfig({ TRUST_PROXY: 'true' }).trustProxy)(forged)).toBe('198.51.100.1');
  });
});
