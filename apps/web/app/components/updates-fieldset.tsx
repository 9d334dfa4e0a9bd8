import { UPDATE_CHANNEL_LABELS, UPDATE_CHANNELS, type UpdateChannel } from '@shop/contracts/client';
import type { ReactNode } from 'react';

const HINTS: Record<UpdateChannel, string> = {
  sms: 'A short text to the delivery phone at each step.',
  whatsapp: 'A WhatsApp message to the delivery phone at each step.',
  email: 'To your account’s e-mail address.',
};

const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-stone-300 bg-white p-3 ' +
  'text-sm transition-colors hover:border-brand-500 has-checked:border-brand-700 ' +
  'has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 ' +
  'has-focus-visible:outline-3 has-focus-visible:outline-accent-500 has-disabled:cursor-not-allowed';

/**
 * "Order updates by": SMS or WhatsApp to the delivery phone besides the e-mail, or e-mail only
 * (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md). The checkout asks it and offers
 * the last choice again; the profile changes that choice between orders (decision 0071), with
 * the same words. `children` follow the choices inside the group (the profile's note on numbers
 * that stopped texts); `describedBy` names what a screen reader reads with the group.
 */
export function UpdatesFieldset({
  value,
  disabled,
  onChange,
  className,
  describedBy,
  children,
}: {
  value: UpdateChannel;
  disabled: boolean;
  onChange: (value: UpdateChannel) => void;
  className?: string;
  describedBy?: string;
  children?: ReactNode;
}) {
  return (
    <fieldset disabled={disabled} aria-describedby={describedBy} className={className}>
      <legend className="mb-2 text-sm font-semibold text-ink">Order updates by</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {UPDATE_CHANNELS.map((channel) => (
          <label key={channel} className={optionClass}>
            <input
              type="radio"
              name="updatesBy"
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
              aria-describedby={`updates-${channel}-text`}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-ink">{UPDATE_CHANNEL_LABELS[channel]}</span>
              <span id={`updates-${channel}-text`} className="block text-xs text-muted">
                {HINTS[channel]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
