import { campaignMail, type CampaignProduct } from '@shop/contracts';
import { useMemo, useState } from 'react';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

/**
 * The message as a subscriber gets it, built by the very function the shop sends with
 * (contracts' campaign-mail.ts), at a phone's width or a desktop's. The frame runs no script and
 * the typed text is escaped before it is HTML, so nothing typed can act in the admin site.
 */
export function MailPreview({
  subject,
  preheader,
  body,
  products,
  shopName,
  utmCampaign,
}: {
  subject: string;
  preheader: string;
  body: string;
  products: CampaignProduct[];
  shopName: string;
  utmCampaign: string;
}) {
  const [width, setWidth] = useState<Width>('phone');
  const origin = window.location.origin;
  const mail = useMemo(
    () =>
      campaignMail({
        shopName,
        publicUrl: origin,
        subject: subject || '(no subject yet)',
        preheader,
        body,
        products,
        utmCampaign,
        unsubscribeUrl: `${origin}/newsletter/unsubscribe/preview`,
      }),
    [shopName, origin, subject, preheader, body, products, utmCampaign],
  );
  return (
    <section aria-labelledby="campaign-preview" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="campaign-preview" className="text-lg font-bold text-ink">
          Preview
        </h2>
        <div role="group" aria-label="Preview width" className="flex gap-2">
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ${
                width === w
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50'
              }`}
            >
              {w === 'phone' ? 'Phone' : 'Desktop'} ({WIDTHS[w]} px)
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">{mail.subject}</span>
        {preheader ? <> · {preheader}</> : null}
      </p>
      {/* Scrolls sideways when the desktop width is wider than the screen: reachable by keyboard. */}
      <div
        role="region"
        aria-label="Preview of the message"
        tabIndex={0}
        className="overflow-x-auto rounded-xl bg-stone-200 p-3 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      >
        <iframe
          title={`The newsletter at ${WIDTHS[width]} px`}
          srcDoc={mail.html}
          sandbox="allow-same-origin"
          style={{ width: WIDTHS[width] }}
          className="mx-auto block h-[40rem] max-w-none rounded-lg bg-white shadow-sm"
        />
      </div>
      <details className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200">
        <summary className="cursor-pointer font-semibold text-ink">Plain-text part</summary>
        <pre className="mt-3 overflow-x-auto text-xs whitespace-pre-wrap text-ink">{mail.text}</pre>
      </details>
    </section>
  );
}
