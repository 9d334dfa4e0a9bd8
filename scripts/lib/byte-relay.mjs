// A TCP relay between the browser and the shop that counts what the shop sends, for the network
// bench (network-journey.mjs). The browser's own log (CDP) is the figure; this is its check:
// every byte the shop wrote to the browser, headers included, whichever part of the browser
// asked (a page, the service worker, the worker's own update check) and whether or not a log
// saw it. It counts bytes as they pass, so a step's share is what passed during that step.
import net from 'node:net';

/**
 * Listens on 127.0.0.1:`port` and relays every connection to 127.0.0.1:`targetPort`. Answers
 * `{ base, sent(), close() }`: `sent()` is the bytes the shop has sent through it so far.
 */
export async function startRelay({ port, targetPort }) {
  let sent = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const shop = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, shop]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      // A reset on one side ends the other; the error itself is no finding.
      socket.on('error', () => {
        client.destroy();
        shop.destroy();
      });
    }
    shop.on('data', (chunk) => {
      sent += chunk.length;
    });
    client.pipe(shop);
    shop.pipe(client);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    sent: () => sent,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
