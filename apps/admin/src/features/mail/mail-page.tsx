import { ADMIN_MAIL_PAGE_SIZE, type MailFilter } from '@shop/contracts';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { PillTabs } from '../../components/pill-tabs';
import { useMayUse } from '../../lib/staff-role';
import { useAdminMailList } from './api/get-mail-list';
import { useAdminTextList } from './api/get-text-list';
import { channelOf, MESSAGE_CHANNELS, messagesLink, type MessageChannel } from './channel-filter';
import { mailQuery } from './mail-filters';
import { MailTable, TextTable } from './outbox-table';
import { MailTabs } from './mail-tabs';
import { OptOutList } from './opt-out-list';
import { TextSettings } from './text-settings-form';

const EMPTY: Record<MailFilter, string> = {
  pending: 'Nothing waiting: every message has gone out.',
  sent: 'No message sent yet.',
  failed: 'No failed messages.',
};

/**
 * Every message the shop sends, by channel: e-mails (order mails, reset links, contact copies,
 * newsletter and back-in-stock mails) and the SMS and WhatsApp order updates customers chose
 * (docs/decisions/0066), each by where it stands: waiting, sent, or failed.
 */
export function MailPage() {
  const [params, setParams] = useSearchParams();
  const channel = channelOf(params);
  const query = mailQuery(params, ADMIN_MAIL_PAGE_SIZE);
  const isMail = channel === 'email';
  const mail = useAdminMailList(query, isMail);
  const texts = useAdminTextList({ ...query, channel: isMail ? undefined : channel }, !isMail);
  const setPage = (page: number) =>
    setParams({ ...(isMail ? {} : { channel }), status: query.status, page: String(page) });

  return (
    <>
      <PageHeader
        title="Outgoing messages"
        description="E-mails, SMS and WhatsApp messages the shop sends, newest first. A failed e-mail can be sent again: read its error first."
      />
      <PillTabs
        label="Channels"
        tabs={MESSAGE_CHANNELS.map((c) => ({
          key: c.channel,
          label: c.label,
          to: messagesLink(c.channel, query.status),
          active: c.channel === channel,
        }))}
      />
      <MailTabs
        current={query.status}
        counts={isMail ? mail.data?.counts : texts.data?.counts}
        link={(status) => messagesLink(channel, status)}
      />
      {isMail ? (
        <PagedResults
          query={mail}
          items={(answer) => answer.messages}
          empty={EMPTY[query.status]}
          onPage={setPage}
        >
          {(answer) => <MailTable messages={answer.messages} tab={query.status} />}
        </PagedResults>
      ) : (
        <TextMessages channel={channel} query={texts} status={query.status} onPage={setPage} />
      )}
    </>
  );
}

function TextMessages({
  query,
  status,
  onPage,
}: {
  channel: MessageChannel;
  query: ReturnType<typeof useAdminTextList>;
  status: MailFilter;
  onPage: (page: number) => void;
}) {
  // The caps and the shop's numbers are the owner's (the API asks the same).
  const mayChangeSettings = useMayUse('settings');
  return (
    <>
      <PagedResults
        query={query}
        items={(answer) => answer.messages}
        empty={EMPTY[status]}
        onPage={onPage}
      >
        {(answer) => <TextTable messages={answer.messages} tab={status} />}
      </PagedResults>
      <OptOutList />
      {mayChangeSettings ? <TextSettings /> : null}
    </>
  );
}
