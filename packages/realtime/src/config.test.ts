import { describe, expect, it } from 'vitest';
import { BROKER_PORT_META, brokerClientOptions, brokerPortFromPage } from './config.ts';

/** Just enough of a document for the meta tag lookup. */
const page = (meta: Record<string, string>) =>
  ({
    querySelector: (selector: string) => {
      const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1] ?? '';
      return name in meta ? { content: meta[name] } : null;
    },
  }) as unknown as Document;

describe('local broker options', () => {
  it('name the host and the port apart, WebSocket only, with checks on the broker', () => {
    expect(brokerClientOptions(3001)).toEqual({
      endpoint: 'localhost',
      port: 3001,
      tls: false,
      transports: ['web_socket'],
      connectivityCheckUrl: 'http://localhost:3001/is-the-internet-up.txt',
      wsConnectivityCheckUrl: 'ws://localhost:3001/ws-up',
    });
  });

  it('read the broker port from the page, or say Ably when there is none', () => {
    expect(brokerPortFromPage(page({ [BROKER_PORT_META]: '3101' }))).toBe(3101);
    expect(brokerPortFromPage(page({}))).toBeNull();
    expect(brokerPortFromPage(page({ [BROKER_PORT_META]: 'soon' }))).toBeNull();
    expect(brokerPortFromPage(undefined)).toBeNull();
  });
});
