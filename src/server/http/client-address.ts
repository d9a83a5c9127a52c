// The client's address as Fastify works it out from TRUST_PROXY, for the express lane, which answers
// before Fastify has parsed anything: both must count the same client under the same address, or a client
// behind a trusted proxy would be limited as the proxy (or could pick its own address when no proxy is trusted).
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../platform/config.ts';

export function clientAddressOf(trustProxy: Config['trustProxy']): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust = typeof trustProxy === 'function' ? trustProxy : trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}
