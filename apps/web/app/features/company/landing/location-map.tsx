import { useEffect, useRef, useState } from 'react';
import { MapPinIcon } from '~/components/contact-icons';
import { useLowData } from '~/lib/low-data';
import type { MapPlace } from './leaflet-map';

type MapState = 'waiting' | 'loading' | 'ready' | 'failed';

// Start a little before the box scrolls into view, so the tiles are there when it arrives.
const NEAR = '400px 0px';

/**
 * The 600 px map box (docs/spec/account-and-company-site.md section 9). The page sends an empty
 * box of that size, so nothing moves when the map arrives; Leaflet, its stylesheet and the
 * tiles are fetched only when the box comes near the screen. When they cannot load, the box
 * says so and the address and directions beside it still show the way.
 *
 * In low-data mode nothing is fetched until the customer presses 'Show map' (the tiles of one
 * view weigh more than the rest of the page's pictures).
 */
export function LocationMap({ place }: { place: MapPlace }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<MapState>('waiting');
  const lowData = useLowData();
  const [asked, setAsked] = useState(false);
  // Once the map is on its way it stays, whatever the mode becomes.
  const waitForButton = lowData && !asked && state === 'waiting';
  const { latitude, longitude, name, address } = place;
  // A string, so the effect below sees a change of hours, not a new array on every render.
  const hours = place.hours.join('\n');

  useEffect(() => {
    const box = boxRef.current;
    const target = mapRef.current;
    if (!box || !target || waitForButton) return;
    let cancelled = false;
    let unmount: (() => void) | undefined;
    const start = () => {
      setState('loading');
      import('./leaflet-map')
        .then(({ mountMap }) => {
          if (cancelled) return;
          unmount = mountMap(
            target,
            { latitude, longitude, name, address, hours: hours.split('\n') },
            {
              onTilesFailed: () => setState('failed'),
              onTileDrawn: () => setState('ready'),
            },
          );
          setState((s) => (s === 'failed' ? s : 'ready'));
          // The pressed button is gone: the keyboard carries on from the map (Leaflet makes it
          // focusable, its arrow keys pan).
          if (asked) target.focus();
        })
        .catch(() => {
          if (!cancelled) setState('failed');
        });
    };
    if (asked) {
      start();
      return () => {
        cancelled = true;
        unmount?.();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: NEAR },
    );
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
      unmount?.();
    };
  }, [latitude, longitude, name, address, hours, waitForButton, asked]);

  return (
    <div
      ref={boxRef}
      className="relative isolate h-[600px] overflow-hidden rounded-2xl bg-[#e7ede6] shadow-sm ring-1 ring-stone-200"
    >
      {/* Leaflet owns this node's children; React renders none into it. */}
      <section
        ref={mapRef}
        aria-label={`Map of ${name}, ${address}`}
        // leaflet.css sets its own font (unlayered, so it beats utilities): ours wins by !important.
        className="absolute inset-0 z-0 font-sans!"
      />
      {state !== 'ready' && (
        <div className="pointer-events-none absolute inset-0 z-[500] flex flex-col items-center justify-center gap-3 bg-[#e7ede6] px-6 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-md">
            <MapPinIcon size={28} />
          </span>
          <p className="font-semibold text-ink">{address}</p>
          {waitForButton && (
            <button
              type="button"
              onClick={() => setAsked(true)}
              className="pointer-events-auto inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Show map
            </button>
          )}
          {state !== 'waiting' && (
            <p className="max-w-sm text-sm text-muted">
              {state === 'failed'
                ? 'The map could not be loaded. The address and the directions link on this page still show the way.'
                : 'Loading the map…'}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
