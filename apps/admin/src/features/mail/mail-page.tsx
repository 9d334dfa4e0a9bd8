import { ADMIN_MAIL_PAGE_SIZE, type MailFilter } from '@shop/contracts';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useAdminMailList } from './api/get-mail-list';
import { mailQuery } from './mail-filters';
import { MailTable } from './mail-table';
import { MailTabs } from './mail-tabs';

const EMPTY: Record<MailFilter, string> = {
  pending: 'Nothing waiting: every e-mail has gone out.',
  sent: 'No e-mail sent yet.',
  failed: 'No failed e-mails.',
};

/**
 * Every e-mail the shop sends (order mails, reset links, contact copies, newsletter and
 * back-in-stock mails) by where it stands: waiting, sent, or failed and waiting for staff.
 */
export function MailPage() {
  const [params, setParams] = useSearchParams();
  const query = mailQuery(params, ADMIN_MAIL_PAGE_SIZE);
  const list = useAdminMailList(query);
  const answer = list.data;
  const setPage = (page: number) => setParams({ status: query.status, page: String(page) });

  return (
    <>
      <PageHeader
        title="Mail"
        description="E-mails the shop sends, newest first. One that failed can be sent again: read its error first."
      />
      <MailTabs current={query.status} counts={answer?.counts} />
      <QueryState query={list} isEmpty={answer?.messages.length === 0} empty={EMPTY[query.status]}>
        {answer ? <MailTable messages={answer.messages} tab={query.status} /> : null}
        <Pager of={answer} onPage={setPage} />
      </QueryState>
    </>
  );
}
