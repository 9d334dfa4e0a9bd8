import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentHeader, DocumentLines, DocumentTotals } from './printed-document';

// The printed documents' pieces: the sender prints only the lines it is given, the lines' table
// is captioned for readers, and the totals end with the total under its rule.

describe('the printed documents', () => {
  it('prints the sender without the lines it was not given', () => {
    const { container } = render(
      <DocumentHeader
        from={{ name: 'Boma Star', address: 'Juba', phones: ['+211 1', '+211 2'] }}
        title="Packing slip"
        titleId="slip"
      >
        <p>Order #ABC123</p>
      </DocumentHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Packing slip' }).id).toBe('slip');
    expect(container.textContent).toContain('+211 1 · +211 2');
    expect(container.textContent).not.toContain('TIN');
  });

  it('captions the lines and keeps the last column to the edge', () => {
    render(
      <DocumentLines
        caption="Lines of invoice INV-1"
        columns={['Item', { label: 'Qty', right: true }]}
      >
        <tr />
      </DocumentLines>,
    );
    screen.getByRole('table', { name: 'Lines of invoice INV-1' });
    expect(screen.getAllByRole('columnheader').map((th) => th.className)).toEqual([
      'py-2 pr-2',
      'py-2 text-right',
    ]);
  });

  it('lists the amounts, then the total', () => {
    const { container } = render(
      <DocumentTotals
        rows={[
          ['Subtotal', 'SSP 10'],
          ['Delivery', 'Free'],
        ]}
        total="SSP 10"
      />,
    );
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Subtotal',
      'Delivery',
      'Total',
    ]);
  });
});
