/**
 * The publishing side of the fan-out benchmark, in a process of its own so that it does not
 * share an event loop with the thousands of clients measuring it. `broker`: the embedded
 * real-time broker. `bare`: a plain `ws` server that sends every POSTed body to all its sockets,
 * the floor any broker is compared to. Reports its port to the parent, stops when told to.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_KEY_NAME, RealtimeBroker } from '@tapetv/server/realtime';
import { WebSocketServer } from 'ws';

const [mode = 'broker', keySecret = ''] = process.argv.slice(2);

async function startBroker(): Promise<{ port: number; stop: () => Promise<void> }> {
  const broker = new RealtimeBroker({ key: { name: LOCAL_KEY_NAME, secret: keySecret } });
  const port = await broker.listen(0, '127.0.0.1');
  return { port, stop: () => broker.close() };
}

async function startBare(): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // Encoded once, sent as a text frame to every socket.
      const body = Buffer.concat(chunks);
      for (const socket of sockets.clients) socket.send(body, { binary: false });
      response.writeHead(201).end();
    });
  });
  server.on('upgrade', (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (webSocket) =>
      sockets.emit('connection', webSocket),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      for (const socket of sockets.clients) socket.terminate();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const running = mode === 'bare' ? await startBare() : await startBroker();
process.send?.({ port: running.port });
process.on('message', async (message) => {
  if (message === 'stop') {
    await running.stop();
    process.exit(0);
  }
});
// The parent going away ends this process too.
process.on('disconnect', () => process.exit(0));
