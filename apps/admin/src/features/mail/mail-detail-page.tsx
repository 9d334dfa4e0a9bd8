import { MAIL_MESSAGES } from '@shop/contracts';
import { useLocation, useParams } from 'react-router';
import { Card } from '../../components/card';
import { DetailPage } from '../../components/detail-page';
import { PlainText } from '../../components/plain-text';
import { formatDateTime } from '../../lib/format';
import { useAdminMail } from './api/get-mail';
import { MailDetails } from './mail-details';
import { RetryButton } from './retry-button';

/** The tab the message was opened from, else the pending one. */
function backTo(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && /^\/mail(\?|$)/.test(back) ? back : '/mail';
}

/**
 * One e-mail as it was (or will be) sent: its text, its HTML as source (never rendered here),
 * where it stands, and Retry when it failed, below its last error.
 */
export function MailDetailPage() {
  const { id = '' } = useParams();
  const back = backTo(useLocation().state);
  return (
    <DetailPage
      query={useAdminMail(id)}
      back={{ to: back, label: 'All mail' }}
      header={(mail) => ({
        title: mail.subject,
        description: (
          <>
            To {mail.to} · {formatDateTime(Date.parse(mail.createdAt))}
          </>
        ),
        actions:
          mail.status === 'failed' ? <RetryButton id={mail._id} subject={mail.subject} /> : null,
      })}
    >
      {(mail) => (
        <>
          {mail.lastError ? (
            <div
              role={mail.status === 'failed' ? 'alert' : undefined}
              className="mb-4 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200"
            >
              <p className="font-semibold">
                {mail.status === 'failed' ? 'Not sent. ' : 'The last try failed. '}
                {mail.status === 'pending' ? 'It will be tried again by itself.' : null}
              </p>
              <p className="mt-1 [overflow-wrap:anywhere]">{mail.lastError}</p>
              {mail.lastError === MAIL_MESSAGES.interrupted ? (
                <p className="mt-1">
                  Ask the recipient, or check the mail server&apos;s log, before pressing Retry.
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
            <div className="min-w-0 space-y-4">
              <Card title="Text">
                <PlainText>{mail.text}</PlainText>
              </Card>
              <details className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
                <summary className="cursor-pointer text-base font-bold text-ink">
                  HTML source
                </summary>
                <pre className="mt-3 max-h-96 overflow-auto rounded-lg bg-stone-50 p-3 text-xs whitespace-pre-wrap [overflow-wrap:anywhere] text-ink">
                  {mail.html}
                </pre>
              </details>
            </div>
            <Card title="Details">
              <MailDetails mail={mail} />
            </Card>
          </div>
        </>
      )}
    </DetailPage>
  );
}
