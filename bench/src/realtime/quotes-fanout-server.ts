/**
 * The server side of the live-quotes benchmark, in a process of its own (as in the server, the
 * broker and the quotes publisher share one): the embedded broker, and the publisher over the
 * simulator with every symbol of interest, as if readers had just read them, publishing through
 * `Ably.Rest` to that broker as the server's Broadcaster does. On `start` it ticks every `tickMs`
 * and reports each tick to the parent; on `stop` it reports the CPU it used and exits.
 */
import { performance } from 'node:perf_hooks';
import { channelNames } from '@tapetv/realtime/channels';
import {
  QuoteInterest,
  QuotePublisher,
  type QuoteSymbol,
  SimulatedQuoteProvider,
} from '@tapetv/server/quotes';
import { formatAblyKey, LOCAL_KEY_NAME, RealtimeBroker } from '@tapetv/server/realtime';
import * as Ably from 'ably';

const [keySecret = '', symbolCount = '200', tickMsText = '1000'] = process.argv.slice(2);
const tickMs = Number(tickMsText);
const key = { name: LOCAL_KEY_NAME, secret: keySecret };
const epochNow = () => performance.timeOrigin + performance.now();

const broker = new RealtimeBroker({ key });
const port = await broker.listen(0, '127.0.0.1');
const rest = new Ably.Rest({ key: formatAblyKey(key), endpoint: '127.0.0.1', port, tls: false });

// Crypto trades around the clock, so the figures do not depend on the hour the benchmark runs.
const symbols: QuoteSymbol[] = Array.from({ length: Number(symbolCount) }, (_, index) => ({
  id: index + 1,
  symbol: `BENCH${index + 1}`,
  type: 'crypto',
  exchange: 'CRYPTO',
  country: 'WW',
  currency: 'USD',
  referencePrice: 1 + ((index * 7919) % 50_000),
}));

const provider = new SimulatedQuoteProvider();
const interest = new QuoteInterest();
let failures = 0;
const publisher = new QuotePublisher({
  provider,
  interest,
  publish: async (symbolId, stats) => {
    await rest.channels.get(channelNames.quotes(symbolId)).publish('quote', {
      symbol_id: symbolId,
      stats,
    });
  },
  log: {
    warn: () => {
      failures += 1;
    },
  },
});

const read = (now: number) =>
  interest.touch(
    symbols,
    now,
    new Map(symbols.map((symbol) => [symbol.id, provider.stats(symbol, now).price])),
  );

let timer: NodeJS.Timeout | undefined;
let cpuStart = process.cpuUsage();
let wallStart = 0;
let lastRead = 0;

process.send?.({ port });
process.on('message', async (message) => {
  if (message === 'start') {
    wallStart = performance.now();
    cpuStart = process.cpuUsage();
    lastRead = Date.now();
    read(lastRead);
    let running = false;
    timer = setInterval(async () => {
      if (running) return;
      running = true;
      const at = epochNow();
      const started = performance.now();
      // Readers re-read within the two minutes, as a page refreshing its quotes does.
      if (Date.now() - lastRead > 60_000) {
        lastRead = Date.now();
        read(lastRead);
      }
      const result = await publisher.tick(Date.now());
      process.send?.({ tick: { at, ms: performance.now() - started, ...result } });
      running = false;
    }, tickMs);
  }
  if (message === 'stop') {
    if (timer) clearInterval(timer);
    // Quotes on their way still reach the clients.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cpu = process.cpuUsage(cpuStart);
    process.send?.({
      done: {
        cpuMs: (cpu.user + cpu.system) / 1000,
        wallMs: performance.now() - wallStart,
        failures,
      },
    });
    await publisher.stop();
    await broker.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
