import { dateToJubaLocal, type Campaign } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/field';
import { toast, toastOutcome } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useMe } from '../../lib/use-me';
import { useCancelCampaign, useSendCampaign } from './api/campaign-action';
import { useScheduleCampaign } from './api/schedule-campaign';
import { useTestCampaign } from './api/test-campaign';

const panel = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5';

/** A test copy to a staff address: the signed-in one unless changed. */
function TestSend({ campaign }: { campaign: Campaign }) {
  const me = useMe();
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const test = useTestCampaign(campaign._id);
  const to = email ?? me.data?.email ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    test.mutate(to, {
      onSuccess: (answer) => toast('success', answer.message),
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className={`${panel} space-y-3`}>
      <h2 className="text-base font-bold text-ink">Send a test</h2>
      <TextField
        label="Staff e-mail address"
        type="email"
        value={to}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        hint="Only the address of a staff account. The copy is marked [Test]."
      />
      <Button type="submit" variant="secondary" disabled={test.isPending || !to}>
        {test.isPending ? 'Sending test…' : 'Send test'}
      </Button>
    </form>
  );
}

/** When to send, in Juba time; a scheduled one can be moved. */
function Schedule({ campaign }: { campaign: Campaign }) {
  const [at, setAt] = useState(
    campaign.scheduledAt ? dateToJubaLocal(new Date(campaign.scheduledAt)) : '',
  );
  const [error, setError] = useState<string>();
  const schedule = useScheduleCampaign(campaign._id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    schedule.mutate(at, {
      onSuccess: (answer) => toast('success', answer.message),
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className={`${panel} space-y-3`}>
      <h2 className="text-base font-bold text-ink">Schedule</h2>
      <TextField
        label="Send at (Juba time, UTC+2)"
        type="datetime-local"
        value={at}
        onChange={(e) => setAt(e.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary" disabled={schedule.isPending || !at}>
        {campaign.status === 'scheduled' ? 'Move to this time' : 'Schedule'}
      </Button>
    </form>
  );
}

/**
 * Test, schedule, send now and cancel, as the campaign's state allows. Sending and cancelling
 * ask first: neither can be taken back.
 */
export function CampaignActions({ campaign }: { campaign: Campaign }) {
  const send = useSendCampaign(campaign._id);
  const cancel = useCancelCampaign(campaign._id);
  const [asking, setAsking] = useState<'send' | 'cancel' | null>(null);
  const canSend = campaign.status === 'draft' || campaign.status === 'scheduled';
  const canCancel = campaign.status === 'scheduled' || campaign.status === 'sending';
  const close = { onSettled: () => setAsking(null) };

  return (
    <div className="space-y-4">
      {campaign.status === 'scheduled' && campaign.scheduledAt ? (
        <p className="rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
          Scheduled for {formatDateTime(Date.parse(campaign.scheduledAt))} (Juba time).
        </p>
      ) : null}
      <TestSend campaign={campaign} />
      {canSend ? <Schedule campaign={campaign} /> : null}
      {canSend || canCancel ? (
        <div className={`${panel} flex flex-wrap gap-3`}>
          {canSend ? <Button onClick={() => setAsking('send')}>Send now</Button> : null}
          {canCancel ? (
            <Button variant="danger" onClick={() => setAsking('cancel')}>
              Cancel campaign
            </Button>
          ) : null}
        </div>
      ) : null}
      {asking === 'send' ? (
        <ConfirmDialog
          title="Send this newsletter now?"
          confirmLabel="Send now"
          tone="primary"
          busy={send.isPending}
          onConfirm={() => send.mutate(undefined, { ...toastOutcome, ...close })}
          onCancel={() => setAsking(null)}
        >
          It goes to every confirmed subscriber, at the rate set in Settings. A sent message cannot
          be taken back.
        </ConfirmDialog>
      ) : null}
      {asking === 'cancel' ? (
        <ConfirmDialog
          title="Cancel this campaign?"
          confirmLabel="Cancel campaign"
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate(undefined, { ...toastOutcome, ...close })}
          onCancel={() => setAsking(null)}
        >
          Subscribers who have not received it yet will not get it. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
