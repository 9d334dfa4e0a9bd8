import type { User } from '@shop/contracts/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileForm } from './profile-form';

// The profile's long fields say how much of their limit is used while they are edited, so a
// name pasted in and cut at the limit is not cut without a word.

const USER: User = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  name: 'Achol Deng',
  email: 'achol@example.com',
  role: 'customer',
  staffRole: null,
  phone: '',
  address: '',
  dateOfBirth: '',
  gender: '',
  preferences: [],
  profilePicture: '',
  joinedDate: '2026-01-05T09:00:00.000Z',
};

/** What a screen reader reads after the field's name: the texts its aria-describedby names. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the profile form', () => {
  it('shows the name and address limits while editing, and says when one is full', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProfileForm user={USER} onChange={() => {}} />);
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    // View mode: nothing to count.
    expect(description(name)).toBe('');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(description(name)).toBe('10/100 characters');
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(description(address)).toBe('0/300 characters');

    // A long name pasted in stops at the limit, and the line says why.
    await user.clear(name);
    await user.click(name);
    await user.paste('Nyandeng '.repeat(12));
    expect((name as HTMLInputElement).value).toHaveLength(100);
    expect(description(name)).toBe('100/100 characters: the most it can hold');
  });
});
