import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DayField } from './day-field';
import { FilterForm } from './filter-form';

// A day filter written as the admin shows dates (docs/decisions/0067): what it reads goes to the
// address as an ISO day; what it cannot read stops the form and says so.

function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

function renderFilters(initial: string, from?: string) {
  const values: { q?: string; from?: string } = { from };
  render(
    <MemoryRouter initialEntries={[initial]}>
      <FilterForm values={values} keys={['from']} columns="">
        <DayField label="Placed from" name="from" defaultValue={from ?? ''} />
      </FilterForm>
      <Address />
    </MemoryRouter>,
  );
  return screen.getByRole('textbox', { name: 'Placed from' });
}

describe('DayField', () => {
  it('shows the address’s day as the admin writes it and sends what is typed as an ISO day', async () => {
    const box = renderFilters('/orders?from=2026-12-07', '2026-12-07');
    expect(box).toHaveProperty('value', '7 Dec 2026');
    await userEvent.clear(box);
    await userEvent.type(box, '01/11/2026');
    await userEvent.tab();
    expect(box).toHaveProperty('value', '1 Nov 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?from=2026-11-01');
  });

  it('refuses a day it cannot read: the address stays, the box says why and keeps the focus', async () => {
    const box = renderFilters('/orders');
    await userEvent.type(box, '31 Nov 2026{Enter}');
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box).toBe(document.activeElement);
    const message = screen.getByText(
      'Not a real day, or not written as one: write it like 7 Dec 2026 (day, month, year).',
    );
    expect(box.getAttribute('aria-describedby')).toContain(message.id);
    // Corrected, it is read again and the message goes.
    await userEvent.clear(box);
    await userEvent.type(box, '30 Nov 2026{Enter}');
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?from=2026-11-30');
    expect(screen.queryByText(/Not a real day/)).toBeNull();
  });
});
