import { buttonClass } from '@shop/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { CheckIcon, CloseIcon, MailIcon } from '~/components/icons';
import { Spinner } from '~/components/spinner';

export type PanelTone = 'success' | 'error' | 'question';

const ICON: Record<PanelTone, { Icon: typeof MailIcon; className: string }> = {
  success: { Icon: CheckIcon, className: 'bg-brand-100 text-brand-800' },
  error: { Icon: CloseIcon, className: 'bg-red-100 text-red-800' },
  question: { Icon: MailIcon, className: 'bg-brand-50 text-brand-700' },
};

/**
 * The card of the pages a mailed link opens (the newsletter's confirm and unsubscribe, a change
 * of e-mail address): an icon, what it is about (`eyebrow`), the heading, the rest.
 * `announce` puts the focus on the heading when the panel appears (an answer that replaced the
 * button the focus was on); give such panels their own `key` so that they mount anew.
 */
export function LinkPanel({
  tone,
  eyebrow,
  title,
  announce = false,
  children,
}: {
  tone: PanelTone;
  eyebrow: string;
  title: string;
  announce?: boolean;
  children: ReactNode;
}) {
  const { Icon, className } = ICON[tone];
  const headingRef = useRef<HTMLHeadingElement>(null);
  // React's autoFocus moves the focus only to form controls: a heading needs it done here.
  useEffect(() => {
    if (announce) headingRef.current?.focus();
  }, [announce]);
  return (
    <section className="mx-auto max-w-xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span
          className={`mx-auto flex size-14 items-center justify-center rounded-full ${className}`}
        >
          <Icon size={28} />
        </span>
        <p className="mt-5 text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
        <h1
          ref={headingRef}
          tabIndex={announce ? -1 : undefined}
          className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-ink focus:outline-none"
        >
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

const ROW = 'mt-8 flex flex-wrap justify-center gap-3';

export const BACK_TO_SHOP = { to: '/', label: 'Back to the shop' };

/** A panel's ways on, as buttons: the first is the main one. */
export function PanelLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <div className={ROW}>
      {links.map((link, i) => (
        <Link key={link.to} to={link.to} className={buttonClass(i === 0 ? 'primary' : 'secondary')}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}

/**
 * What a mailed link came to: done (`ok`) or refused, the server's message, any word more
 * (`children`), the ways on, and anything under them (`after`). The done and refused panels
 * mount anew (their own keys), so `announce` moves the focus to the new heading.
 */
export function OutcomePanel({
  ok,
  eyebrow,
  title,
  message,
  links,
  announce,
  children,
  after,
}: {
  ok: boolean;
  eyebrow: string;
  title: string;
  message: string;
  links: { to: string; label: string }[];
  announce: boolean;
  children?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <LinkPanel
      key={ok ? 'done' : 'refused'}
      eyebrow={eyebrow}
      tone={ok ? 'success' : 'error'}
      title={title}
      announce={announce}
    >
      <p className="mt-4 leading-relaxed wrap-anywhere text-muted">{message}</p>
      {children}
      <PanelLinks links={links} />
      {after}
    </LinkPanel>
  );
}

/**
 * The question's answer: the button posts to the page's action (with JavaScript or without), the
 * link leaves without doing anything.
 */
export function PanelAnswer({
  action,
  busyLabel,
  leave,
}: {
  action: string;
  busyLabel: string;
  leave: { to: string; label: string };
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className={ROW}>
      <button type="submit" disabled={busy} className={buttonClass('primary')}>
        {busy && <Spinner size={16} />}
        {busy ? busyLabel : action}
      </button>
      <Link to={leave.to} className={buttonClass('secondary')}>
        {leave.label}
      </Link>
    </Form>
  );
}
