import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchAndSelectForm } from './filter-form';
import { labelledOptions } from './filter-select';
import { Table, type TableColumn } from './table';

// The list kit's pieces that draw what pages used to write by hand: a table's header row, and a
// search box with one filter beside it.

function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

describe('Table', () => {
  it('draws the header row from its columns: figures on the right, hidden headings for readers', () => {
    const columns: TableColumn[] = [
      { label: 'Picture', width: 'w-16', hidden: true },
      'Product',
      { label: 'Price', right: true },
    ];
    render(
      <Table caption="Products" columns={columns}>
        <tr />
      </Table>,
    );
    const headings = screen.getAllByRole('columnheader');
    expect(headings.map((th) => [th.textContent, th.className])).toEqual([
      ['Picture', 'px-4 py-3 whitespace-nowrap w-16'],
      ['Product', 'px-4 py-3 whitespace-nowrap'],
      ['Price', 'px-4 py-3 whitespace-nowrap text-right'],
    ]);
    expect(headings[0]!.firstElementChild?.className).toBe('sr-only');
  });
});

describe('SearchAndSelectForm', () => {
  it('shows the address’s filter and puts the search and the choice in the address', async () => {
    render(
      <MemoryRouter initialEntries={['/subscribers?status=pending&page=3']}>
        <SearchAndSelectForm
          values={{ status: 'pending' }}
          search={{ placeholder: 'Part of the e-mail address' }}
          select={{
            label: 'Status',
            name: 'status',
            any: 'Every status',
            options: labelledOptions(['pending', 'confirmed'], {
              pending: 'Pending',
              confirmed: 'Confirmed',
            }),
          }}
        />
        <Address />
      </MemoryRouter>,
    );
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveProperty('value', 'pending');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Every status',
      'Pending',
      'Confirmed',
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ann@');
    await userEvent.selectOptions(status, 'confirmed');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '?q=ann%40&status=confirmed',
    );
  });
});
