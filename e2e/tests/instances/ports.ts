// Ports that stay a test's own from the moment they are chosen. A port picked by listening on 0
// and then let go is free only for a while: the system hands the same range out as the local
// port of outgoing connections (the shops' database and Redis pools, the test's own requests),
// and another test picking a port may get it too. So every server here listens on port 0 itself
// and says which port it got, or is handed a socket already listening (docs/flakes.md).
import fs from 'node:fs';
import net from 'node:net';

export interface HeldPort {
  port: number;
  /** The listening socket's file descriptor, to hand to a child process (spawn's stdio). */
  fd: number;
  /** Closes this process's copy, once a child holds the socket (or it is no longer needed). */
  close(): Promise<void>;
}

/** A socket listening on a port the system chose on 127.0.0.1, held until it is handed on. */
export function holdFreePort(): Promise<HeldPort> {
  return new Promise((resolve, reject) => {
    // pauseOnConnect: connections the socket takes before it is handed on wait for whoever
    // serves them; this process answers none.
    const server = net.createServer({ pauseOnConnect: true });
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      // net.Server does not show its descriptor; its handle does (a Unix socket descriptor).
      const fd = (server as unknown as { _handle: { fd: number } })._handle.fd;
      if (!(fd > 2)) {
        server.close();
        reject(new Error(`no file descriptor for the socket on port ${port}`));
        return;
      }
      resolve({ port, fd, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const LISTEN = '0A';

/**
 * The TCP port `pid` listens on at 127.0.0.1, or undefined while it listens on none: the sockets
 * among its file descriptors (/proc/<pid>/fd) that /proc/net/tcp shows listening. For a shop
 * started with PORT=0 (a primary of worker processes holds the socket its workers share).
 */
export function listeningPort(pid: number): number | undefined {
  const sockets = new Set<string>();
  let fds: string[];
  try {
    fds = fs.readdirSync(`/proc/${pid}/fd`);
  } catch {
    return undefined; // ended
  }
  for (const fd of fds) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) sockets.add(inode);
    } catch {
      // closed while the list was read
    }
  }
  const ports = fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((row) => row.trim().split(/\s+/))
    // columns: sl, local_address (hex ip:port), rem_address, st, ..., inode (10th)
    .filter((cols) => cols[3] === LISTEN && sockets.has(cols[9] ?? ''))
    .map((cols) => parseInt(cols[1]!.split(':')[1]!, 16));
  if (ports.length > 1) throw new Error(`process ${pid} listens on ${ports.join(', ')}`);
  return ports[0];
}
