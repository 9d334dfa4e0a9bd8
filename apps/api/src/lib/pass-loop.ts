/**
 * The rhythm of a background worker (the mail outbox's, the payments'): passes run one after
 * another, never two at once in a process; a pass asked for while one runs is queued once, and
 * begins after it, so it sees what was committed before it was asked for. Between passes the loop
 * waits `everyMs`, from start() until stop(), which waits for the pass under way.
 */
export interface PassLoop {
  request(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  readonly stopped: boolean;
}

export function passLoop(
  pass: () => Promise<void>,
  opts: { everyMs: number; onError: (err: unknown) => void },
): PassLoop {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;

  function request(): Promise<void> {
    if (queued) return queued;
    const next = chain.then(() => {
      queued = undefined;
      return pass().catch(opts.onError);
    });
    queued = next;
    chain = next;
    return next;
  }

  function poll() {
    timer = undefined;
    void request().then(() => {
      if (!stopped) timer = setTimeout(poll, opts.everyMs).unref();
    });
  }

  return {
    request,
    get stopped() {
      return stopped;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      poll();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}
