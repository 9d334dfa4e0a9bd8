import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

// lazyPart's rule: a failed import is tried again after 3 s while the browser is online, or
// when the connection returns while it is offline; the part's fallback shows only after the
// third failure online. The three seconds run on fake timers; the rest is real.

const Part = ({ label }: { label: string }) => <p>{label}</p>;
const Fallback = ({ label }: { label: string }) => <p>Could not load {label}</p>;

/** An import that fails `failures` times as a lost chunk does, then gives the part. */
function flakyImport(failures: number) {
  const imports = {
    tries: 0,
    load: () => {
      imports.tries += 1;
      return imports.tries <= failures
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Part });
    },
  };
  return imports;
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function show(load: () => Promise<{ default: typeof Part }>) {
  const Lazy = lazyPart(load, Fallback);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Lazy label="the reviews" />
    </Suspense>,
  );
}

/** Moves the clock on, lets the imports settle and React render what they gave. */
const after = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('lazyPart', () => {
  it('tries a failed import again 3 s later while online, and shows the part it then gets', async () => {
    const imports = flakyImport(1);
    show(imports.load);
    await after(0);
    expect(imports.tries).toBe(1);
    expect(screen.getByText('Loading')).toBeTruthy();

    await after(2_999);
    expect(imports.tries).toBe(1);
    await after(1);
    expect(imports.tries).toBe(2);
    expect(screen.getByText('the reviews')).toBeTruthy();
  });

  it('offline, waits for the connection to return rather than the clock', async () => {
    online = false;
    const imports = flakyImport(1);
    show(imports.load);
    await after(60_000);
    expect(imports.tries).toBe(1);
    expect(screen.getByText('Loading')).toBeTruthy();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await after(0);
    expect(imports.tries).toBe(2);
    expect(screen.getByText('the reviews')).toBeTruthy();
  });

  it('shows the fallback after the third failure online, and tries no more', async () => {
    const imports = flakyImport(Number.POSITIVE_INFINITY);
    show(imports.load);
    await after(3_000);
    expect(imports.tries).toBe(2);
    expect(screen.getByText('Loading')).toBeTruthy();
    await after(3_000);
    expect(imports.tries).toBe(3);
    expect(screen.getByText('Could not load the reviews')).toBeTruthy();

    await after(60_000);
    expect(imports.tries).toBe(3);
  });

  it('does not give up on a third failure while offline: it waits for the connection', async () => {
    const imports = flakyImport(3);
    show(imports.load);
    await after(3_000);
    expect(imports.tries).toBe(2);
    online = false;
    await after(3_000);
    expect(imports.tries).toBe(3);
    await after(60_000);
    expect(imports.tries).toBe(3);
    expect(screen.getByText('Loading')).toBeTruthy();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await after(0);
    expect(imports.tries).toBe(4);
    expect(screen.getByText('the reviews')).toBeTruthy();
  });
});
