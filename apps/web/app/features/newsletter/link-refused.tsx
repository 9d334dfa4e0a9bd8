import type { ReactNode } from 'react';
import { NewsletterPanel } from './newsletter-panel';

/**
 * A mailed confirm or unsubscribe link the shop refused (unknown, used or expired): the shop's
 * reason and the ways on (the children). `announce` as NewsletterPanel says.
 */
export function LinkRefused({
  message,
  announce,
  children,
}: {
  message: string;
  announce: boolean;
  children: ReactNode;
}) {
  return (
    <NewsletterPanel
      tone="error"
      title="This link does not work"
      lead={message}
      announce={announce}
    >
      {children}
    </NewsletterPanel>
  );
}
