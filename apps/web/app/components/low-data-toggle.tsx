import { lowDataCookie } from '@shop/contracts/client';
import { useId } from 'react';
import { chooseLowData, useLowData } from '~/lib/low-data';

/**
 * The customer's low-data switch (in both footers' last row). A toggle button: its name stays
 * 'Low-data mode' and aria-pressed says whether it is on; the pill beside the name shows the same
 * to the eye. Shown as on when the browser sends Save-Data and the customer has not chosen.
 */
export function LowDataToggle() {
  const on = useLowData();
  const hint = useId();
  return (
    <>
      <button
        type="button"
        aria-pressed={on}
        aria-describedby={hint}
        onClick={() =>
          chooseLowData(!on, lowDataCookie(!on, window.location.protocol === 'https:'))
        }
        className="inline-flex min-h-11 items-center gap-3 rounded-lg text-sm text-brand-100 hover:text-white"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors motion-reduce:transition-none ${on ? 'bg-accent-500' : 'bg-brand-700 ring-1 ring-brand-100/60 ring-inset'}`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${on ? 'translate-x-5.5' : 'translate-x-0.5'}`}
          />
        </span>
        <span>
          Low-data mode
          <span aria-hidden="true" className="ml-1.5 font-semibold text-white">
            {on ? 'On' : 'Off'}
          </span>
        </span>
      </button>
      <span id={hint} className="sr-only">
        Smaller pictures, no moving slides and the map only when asked.
      </span>
    </>
  );
}
