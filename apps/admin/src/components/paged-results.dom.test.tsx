import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';
import { PagedResults } from './paged-results';

// The list pages' kit: the header's link to a new record, and a page of rows through its states
// with the pager under it.

interface Page {
  page: number;
  pageSize: number;
  total: number;
  names: string[];
}

const settled = (data: Page | undefined) => ({ isPending: false, error: null, data });

describe('PageHeader', () => {
  it('puts the link to a new record first among the actions', () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="Campaigns"
          create={{ to: '/campaigns/new', label: 'New campaign' }}
          actions={<button type="button">Export CSV</button>}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'New campaign' });
    expect(link.getAttribute('href')).toBe('/campaigns/new');
    expect(link.nextElementSibling?.textContent).toBe('Export CSV');
  });
});

describe('PagedResults', () => {
  it('says the empty words for a page without rows, and draws nothing else', () => {
    render(
      <PagedResults
        query={settled({ page: 1, pageSize: 20, total: 0, names: [] })}
        items={(answer) => answer.names}
        empty="No campaign yet."
        onPage={() => {}}
      >
        {() => <p>rows</p>}
      </PagedResults>,
    );
    expect(screen.getByText('No campaign yet.')).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('draws cards for a phone and the table from the breakpoint asked, with the pager under them', () => {
    const { container } = render(
      <PagedResults
        query={settled({ page: 2, pageSize: 2, total: 3, names: ['Mary'] })}
        items={(answer) => answer.names}
        empty="None"
        onPage={() => {}}
        wideFrom="lg"
        cards={(answer) => <ul aria-label="Cards">{answer.names.join()}</ul>}
        table={(answer) => <table aria-label="Rows" data-names={answer.names.join()} />}
      />,
    );
    const cards = screen.getByRole('list', { name: 'Cards' });
    expect(cards.parentElement?.className).toBe('lg:hidden');
    expect(screen.getByRole('table', { name: 'Rows' }).parentElement?.className).toBe(
      'hidden lg:block',
    );
    expect(container.textContent).toContain('3–3 of 3');
  });
});
