import { describe, expect, it, vi } from 'vitest';
import { SW_MESSAGES } from '~/lib/service-worker-names';
import { offerUpdate } from './service-worker-updates';

// When a new version of the shop's code takes over: at a navigation, never in checkout.

function registration(waiting: boolean) {
  const postMessage = vi.fn();
  const update = vi.fn(async () => undefined);
  const worker = {
    waiting: waiting ? ({ postMessage } as unknown as ServiceWorker) : null,
    update: update as unknown as ServiceWorkerRegistration['update'],
  };
  return { worker, postMessage, update };
}

const HOUR = 3_600_000;

describe('offerUpdate', () => {
  it('lets a waiting version take over at a navigation outside checkout', () => {
    const { worker, postMessage } = registration(true);
    offerUpdate(worker, '/collection', 0, 1);
    expect(postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.takeOver });
  });

  it('never lets it take over during checkout', () => {
    const { worker, postMessage } = registration(true);
    offerUpdate(worker, '/place-order', 0, 1);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('asks for a new version at most every half hour', () => {
    const { worker, update } = registration(false);
    expect(offerUpdate(worker, '/', 0, HOUR / 4)).toBe(0);
    expect(update).not.toHaveBeenCalled();
    expect(offerUpdate(worker, '/', 0, HOUR)).toBe(HOUR);
    expect(update).toHaveBeenCalledTimes(1);
  });
});
