import type { ClientOptions } from 'ably';

import { BROKER_PORT_META } from './meta.ts';

export { BROKER_PORT_META };

/**
 * Client options for the embedded broker. `endpoint` is a host name and the port goes in `port`:
 * the `ably` client builds `ws://{endpoint}:{port}/` itself, and an endpoint such as
 * `localhost:3001` would be taken for a routing-policy name. The connectivity checks point at the
 * broker too, so nothing leaves the machine.
 */
export function brokerClientOptions(port: number, host = 'localhost'): ClientOptions {
  return {
    endpoint: host,
    port,
    tls: false,
    transports: ['web_socket'],
    connectivityCheckUrl: `http://${host}:${port}/is-the-internet-up.txt`,
    wsConnectivityCheckUrl: `ws://${host}:${port}/ws-up`,
  };
}

/** The broker port the server put into the page, or null when the page should use Ably. */
export function brokerPortFromPage(doc: Document | undefined = globalThis.document): number | null {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${BROKER_PORT_META}"]`)?.content;
  const port = Number(content);
  return content && Number.isInteger(port) && port > 0 ? port : null;
}
