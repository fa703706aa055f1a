import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { FinnhubQuoteProvider, finnhubSymbol } from '../../src/modules/quotes/finnhub-provider.ts';
import type { QuoteSymbol } from '../../src/modules/quotes/quote-provider.ts';
import { SimulatedQuoteProvider } from '../../src/modules/quotes/simulated-provider.ts';

const fixtures = path.join(import.meta.dirname, '../fixtures/finnhub');
const stream = JSON.parse(readFileSync(path.join(fixtures, 'stream.json'), 'utf8')) as {
  messages: unknown[];
};
const appleQuote = JSON.parse(readFileSync(path.join(fixtures, 'quote-aapl.json'), 'utf8')) as {
  body: object;
};

const KEY = 'test-key';
const at = (hours: number, minutes: number, seconds = 0) =>
  Date.UTC(2026, 0, 6, hours, minutes, seconds);
const iso = (ms: number) => new Date(ms).toISOString();

const apple: QuoteSymbol = {
  id: 1,
  symbol: 'AAPL',
  type: 'stocks',
  exchange: 'NASDAQ',
  country: 'US',
  currency: 'USD',
  referencePrice: 190,
};
const bitcoin: QuoteSymbol = {
  id: 2,
  symbol: 'BTC',
  type: 'crypto',
  exchange: 'CRYPTO',
  country: 'WW',
  currency: 'USD',
  referencePrice: 60_000,
};
const sap: QuoteSymbol = {
  id: 3,
  symbol: 'SAP.DE',
  type: 'stocks',
  exchange: 'XETRA',
  country: 'DE',
  currency: 'EUR',
  referencePrice: 180,
};

/** A local stand-in for Finnhub: the websocket replays the fixture, REST answers quotes. */
async function fakeFinnhub() {
  const received: { type: string; symbol: string }[] = [];
  const tokens: (string | null)[] = [];
  const sockets: WebSocket[] = [];
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  let replayed = false;
  wss.on('connection', (socket, request) => {
    sockets.push(socket);
    tokens.push(new URL(request.url ?? '/', 'http://finnhub').searchParams.get('token'));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; symbol: string };
      received.push(message);
      const subscribed = new Set(
        received.filter((item) => item.type === 'subscribe').map((item) => item.symbol),
      );
      if (!replayed && subscribed.has('AAPL') && subscribed.has('BINANCE:BTCUSDT')) {
        replayed = true;
        for (const item of stream.messages) socket.send(JSON.stringify(item));
      }
    });
  });
  const quoteRequests: string[] = [];
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://finnhub');
    quoteRequests.push(`${url.pathname}?symbol=${url.searchParams.get('symbol')}`);
    if (url.searchParams.get('token') !== KEY) {
      response.writeHead(401).end('{"error":"Invalid API key"}');
      return;
    }
    // Finnhub answers zeros for a symbol it has no quote for.
    const body =
      url.searchParams.get('symbol') === 'AAPL'
        ? appleQuote.body
        : { c: 0, d: null, dp: null, h: 0, l: 0, o: 0, pc: 0, t: 0 };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  return {
    wsUrl: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    restUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/v1`,
    received,
    tokens,
    sockets,
    quoteRequests,
    async close() {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

const log = () => ({ info: vi.fn(), warn: vi.fn() });

describe('the Finnhub quote provider', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function started() {
    const server = await fakeFinnhub();
    cleanups.push(() => server.close());
    const logger = log();
    const provider = new FinnhubQuoteProvider({
      apiKey: KEY,
      wsUrl: server.wsUrl,
      restUrl: server.restUrl,
      fallback: new SimulatedQuoteProvider(),
      log: logger,
      reconnectMs: 10,
    });
    cleanups.push(() => provider.close());
    const moves: number[] = [];
    provider.onMove((id) => moves.push(id));
    return { server, provider, logger, moves };
  }

  it('streams US stocks and ETFs by ticker and crypto as Binance’s USDT pair; nothing else', () => {
    expect(finnhubSymbol(apple)).toBe('AAPL');
    expect(finnhubSymbol({ ...apple, type: 'etf', symbol: 'SPY' })).toBe('SPY');
    expect(finnhubSymbol(bitcoin)).toBe('BINANCE:BTCUSDT');
    expect(finnhubSymbol(sap)).toBeNull();
    expect(finnhubSymbol({ ...apple, type: 'indices', symbol: 'SPX' })).toBeNull();
  });

  it('turns the recorded trades and quote into figures and 5-minute bars', async () => {
    const { server, provider, logger, moves } = await started();
    provider.watch([sap, apple, bitcoin]);

    await vi.waitFor(() => {
      expect(provider.stats(apple, at(15, 12)).updated_at).toBe(iso(at(15, 10, 10)));
      expect(provider.stats(apple, at(15, 12)).prev_close).toBe(242.1);
      expect(provider.stats(bitcoin, at(15, 12)).price).toBe(94_300);
    });

    expect(server.tokens).toEqual([KEY]);
    expect(server.received).toEqual([
      { type: 'subscribe', symbol: 'BINANCE:BTCUSDT' },
      { type: 'subscribe', symbol: 'AAPL' },
    ]);
    expect(server.quoteRequests).toContain('/api/v1/quote?symbol=AAPL');

    // The session's open and the previous close come from the quote, the rest from the trades;
    // the 08:00 New York trade before the opening bell counts for nothing.
    expect(provider.stats(apple, at(15, 12))).toEqual({
      price: 243.1,
      open: 242.9,
      high: 244.4,
      low: 242.5,
      prev_close: 242.1,
      change: 1,
      change_pct: 0.41,
      volume: 685,
      currency: 'USD',
      market_open: true,
      updated_at: iso(at(15, 10, 10)),
      simulated: false,
    });
    expect(provider.isSimulated(apple)).toBe(false);
    expect(provider.completedBars(apple, '5m', at(14, 30), at(15, 12))).toEqual([
      { startsAt: at(15, 0), open: 243.18, high: 244.4, low: 243.05, close: 243.05, volume: 425 },
      { startsAt: at(15, 5), open: 242.8, high: 242.95, low: 242.8, close: 242.95, volume: 200 },
    ]);
    expect(provider.currentBar(apple, '5m', at(15, 12))).toEqual({
      startsAt: at(15, 10),
      open: 243.1,
      high: 243.1,
      low: 243.1,
      close: 243.1,
      volume: 60,
    });
    expect(provider.currentBar(apple, '1d', at(15, 12))).toEqual({
      startsAt: Date.UTC(2026, 0, 6),
      open: 242.9,
      high: 244.4,
      low: 242.5,
      close: 243.1,
      volume: 685,
    });
    // Today's daily bar is complete only after the close.
    expect(provider.completedBars(apple, '1d', Date.UTC(2026, 0, 1), at(15, 12))).toEqual([]);
    expect(provider.completedBars(apple, '1d', Date.UTC(2026, 0, 1), at(21, 30))).toHaveLength(1);

    // Crypto has no quote to say yesterday's close: the day starts from its first trade.
    expect(provider.stats(bitcoin, at(15, 12))).toMatchObject({
      price: 94_300,
      open: 94_210.5,
      high: 94_300,
      low: 94_190.25,
      prev_close: 94_210.5,
      change: 89.5,
      volume: 2.262,
      simulated: false,
    });

    // Symbols Finnhub does not stream stay on the simulator, and say so.
    expect(provider.isSimulated(sap)).toBe(true);
    expect(provider.stats(sap, at(15, 12)).simulated).toBe(true);

    expect(moves).toContain(apple.id);
    expect(moves).toContain(bitcoin.id);
    expect(logger.warn).toHaveBeenCalledWith(
      { message: 'Invalid symbol XXXX' },
      'Finnhub refused a request',
    );
  });

  it('unsubscribes what nobody watches and subscribes again after a dropped connection', async () => {
    const { server, provider } = await started();
    provider.watch([apple, bitcoin]);
    await vi.waitFor(() => expect(server.received).toHaveLength(2));

    provider.watch([apple]);
    await vi.waitFor(() =>
      expect(server.received.at(-1)).toEqual({
        type: 'unsubscribe',
        symbol: 'BINANCE:BTCUSDT',
      }),
    );

    server.sockets[0]?.terminate();
    await vi.waitFor(() => {
      expect(server.tokens).toHaveLength(2);
      expect(server.received.at(-1)).toEqual({ type: 'subscribe', symbol: 'AAPL' });
    });
  });

  it('asks for first figures within the REST budget and the rest later', async () => {
    let now = at(15, 0);
    const fetch = vi.fn(
      async (_url: string | URL | Request) => new Response(JSON.stringify(appleQuote.body)),
    );
    const provider = new FinnhubQuoteProvider({
      apiKey: KEY,
      wsUrl: 'ws://127.0.0.1:9',
      restUrl: 'http://finnhub.invalid/api/v1',
      fallback: new SimulatedQuoteProvider(),
      log: log(),
      fetch,
      now: () => now,
      snapshotsPerMinute: 1,
    });
    cleanups.push(() => provider.close());

    // Without figures yet, a read gets the simulator's, labelled as such.
    expect(provider.stats(apple, now).simulated).toBe(true);
    expect(provider.stats(bitcoin, now).simulated).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(provider.stats(apple, now).simulated).toBe(false));

    now += 60_000;
    provider.advance(now);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[1]?.[0])).toContain('symbol=BINANCE%3ABTCUSDT');
  });
});
