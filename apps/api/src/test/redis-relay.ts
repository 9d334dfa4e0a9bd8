// Redis going away, for tests, without stopping the machine's Redis server (other tests use it):
// an app is pointed at a TCP relay on 127.0.0.1 that the test cuts and opens again.
import type { EventEmitter } from 'node:events';
import net from 'node:net';

export interface RedisRelay {
  /** redis:// address of the relay (its port is fixed by the first `open`). */
  readonly url: string;
  /** Listens (on a free port the first time, on the same port after a cut). */
  open(): Promise<void>;
  /** Stops listening and drops every connection: for its clients Redis is gone. */
  cut(): Promise<void>;
  /**
   * Holds every command on the open connections without answering: a Redis that hangs (the
   * connections stay up, commands time out). `resume` sends what was held, in order.
   */
  pause(): void;
  resume(): void;
}

/** A TCP relay to the Redis at `target` that the test can cut and restore. */
export function redisRelay(target: URL): RedisRelay {
  const sockets = new Set<net.Socket>();
  let held: Array<() => void> | undefined;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    // Whole bytes, in order, so the protocol stays in step when held commands are sent later.
    client.on('data', (chunk: Buffer) => {
      const send = () => void upstream.write(chunk);
      if (held) held.push(send);
      else send();
    });
    upstream.pipe(client);
  });
  let port = 0;
  return {
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    async open() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    pause() {
      held ??= [];
    },
    resume() {
      const sends = held ?? [];
      held = undefined;
      for (const send of sends) send();
    },
    async cut() {
      if (!server.listening) return;
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** Resolves on `event`, or fails after `ms` (a bounded wait, never a timed assertion). */
export function eventOf(emitter: EventEmitter, event: string, ms = 10_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    emitter.once(event, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
