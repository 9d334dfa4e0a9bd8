import { TEXT_UPDATE_MESSAGES, type User } from '@shop/contracts/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { held, startApi, type ApiHandler } from '@shop/ui/test/api-server';
import { sessionStore } from '~/lib/session';
import OrderUpdatesCard from './order-updates-card';

// 'Order updates' on the profile (docs/decisions/0071): the checkout's choices, saved through
// the profile's update route with a message that says what was saved, and the account's numbers
// that stopped texts named beside them. The API is a real HTTP server standing in for the shop's.

const USER: User = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  name: 'Achol Deng',
  email: 'achol@example.com',
  role: 'customer',
  staffRole: null,
  phone: '0921 234 567',
  address: '',
  dateOfBirth: '',
  gender: '',
  preferences: [],
  profilePicture: '',
  joinedDate: '2026-01-05T09:00:00.000Z',
  updatesBy: 'email',
  stoppedNumbers: [],
};

let api: Awaited<ReturnType<typeof startApi>>;
let answer: ApiHandler = () => undefined;
beforeEach(async () => {
  api = await startApi((call) =>
    call.path === '/api/user/update-profile' ? answer(call) : undefined,
  );
  sessionStore.signIn('customer-token', 'customer');
});
afterEach(async () => {
  await api.close();
});

/** What a screen reader reads after the group's name: the texts its aria-describedby names. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The label of the checked choice. */
const checked = (group: HTMLElement) =>
  within(group)
    .getAllByRole<HTMLInputElement>('radio')
    .filter((r) => r.checked)
    .map((r) => r.closest('label')?.textContent)
    .join();

/** The card as the profile page holds it: the user its save answers replaces the one shown. */
function show(first: User) {
  const changes: User[] = [];
  function Page() {
    const [user, setUser] = useState(first);
    const onChange = (next: User) => {
      changes.push(next);
      setUser(next);
    };
    return <OrderUpdatesCard user={user} onChange={onChange} />;
  }
  render(<Page />);
  return { changes, group: screen.getByRole('group', { name: 'Order updates by' }) };
}

describe('order updates on the profile', () => {
  it('shows the saved choice, saves another through the profile route and says so', async () => {
    const typist = userEvent.setup({ delay: null });
    const hold = held<void>();
    answer = async (call) => {
      await hold.promise;
      const { updatesBy } = call.body as { updatesBy: User['updatesBy'] };
      return { body: { success: true, message: 'Profile updated', user: { ...USER, updatesBy } } };
    };
    const { changes, group } = show(USER);
    expect(checked(group)).toMatch(/E-mail only/);

    await typist.click(within(group).getByRole('radio', { name: /WhatsApp/ }));
    const save = screen.getByRole('button', { name: 'Save choice' });
    await typist.click(save);
    // While it saves the choices cannot change, and the button says so and keeps the focus.
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBe(document.activeElement);
    expect((group as HTMLFieldSetElement).disabled).toBe(true);
    hold.release();

    expect(await screen.findByText('Saved: order updates come by WhatsApp and e-mail.')).toBe(
      screen.getByRole('status'),
    );
    expect(api.callsTo('/api/user/update-profile').map((c) => c.body)).toEqual([
      { updatesBy: 'whatsapp' },
    ]);
    expect(changes.map((u) => u.updatesBy)).toEqual(['whatsapp']);
    expect(checked(group)).toMatch(/WhatsApp/);

    // A new choice clears the old message until it is saved.
    await typist.click(within(group).getByRole('radio', { name: /E-mail only/ }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("shows the server's field message when the choice is refused", async () => {
    const typist = userEvent.setup({ delay: null });
    answer = () => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION',
        message: TEXT_UPDATE_MESSAGES.chooseChannel,
        errors: { updatesBy: TEXT_UPDATE_MESSAGES.chooseChannel },
      },
    });
    const { changes, group } = show(USER);
    await typist.click(screen.getByRole('button', { name: 'Save choice' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT_UPDATE_MESSAGES.chooseChannel);
    expect(description(group)).toBe(TEXT_UPDATE_MESSAGES.chooseChannel);
    expect(changes).toEqual([]);
  });

  it('names, beside the choices, the numbers that replied STOP or blocked the shop', () => {
    const { group } = show({
      ...USER,
      updatesBy: 'sms',
      stoppedNumbers: [
        { number: '+211921234567', by: 'sms' },
        { number: '+211955000111', by: 'whatsapp' },
      ],
    });
    expect(checked(group)).toMatch(/SMS/);
    const said = description(group);
    expect(said).toContain('+211 921 234 567 replied STOP to our texts');
    expect(said).toContain('Reply START to one of them');
    expect(said).toContain('+211 955 000 111 blocked or stopped our WhatsApp messages');
    // The notice is inside the group, under the choices.
    expect(within(group).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says nothing of stopped numbers when there are none', () => {
    const { group } = show(USER);
    expect(group.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
