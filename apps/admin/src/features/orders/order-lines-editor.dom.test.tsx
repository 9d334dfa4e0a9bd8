import type { AdminProduct } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApi } from '@shop/ui/test/api-server';
import { session } from '../../lib/session';
import { OrderLinesEditor, type LinesValues } from './order-lines-editor';

// The lines of an order staff enter (docs/decisions/0070-staff-orders.md): a product found by
// name comes in at its first size's price, and another size brings that size's own price
// (docs/decisions/0074-prices-sku-and-cost-per-size.md). The server prices the order again.

const FOUR = 'Table + 4 chairs';
const SIX = 'Table + 6 chairs';
const SET: AdminProduct = {
  _id: '64a1f0c2b3d4e5f601234567',
  name: 'Nursery Class Table Set',
  price: 1_450_000,
  sizePrices: { [SIX]: 1_950_000 },
  sizeSkus: {},
  sizeCosts: {},
  description: 'Tables and stackable chairs.',
  image: [],
  sizes: [FOUR, SIX],
  category: 'Kidsfurniture',
  subCategory: 'Play Tables and chairs',
  averageRating: 0,
  totalReviews: 0,
  popular: false,
  date: 1_700_000_000_000,
  productType: 'goods',
  measurement: '',
  unit: 'set',
  stock: null,
  archived: false,
  archivedAt: null,
  updatedAt: 1_700_000_500_000,
};

let api: Awaited<ReturnType<typeof startApi>>;
beforeEach(async () => {
  api = await startApi((call) =>
    call.path.startsWith('/api/admin/products?')
      ? { body: { success: true, products: [SET], total: 1, page: 1, pageSize: 8 } }
      : undefined,
  );
  session.signIn('staff-token', 'admin');
});
afterEach(async () => {
  await api.close();
});

function Editor() {
  const [values, setValues] = useState<LinesValues>({
    lines: [],
    discount: '',
    discountReason: '',
  });
  return <OrderLinesEditor values={values} onChange={setValues} errors={{}} deliveryFee={0} />;
}

describe('Order lines editor', () => {
  it("prices a line at its size's price, and follows the size chosen", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Editor />
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ delay: null });
    // Pasted: one search, answered before the test ends.
    await user.click(screen.getByRole('searchbox', { name: 'Find a product to add' }));
    await user.paste('nursery');
    const found = await screen.findByRole('list', { name: 'Products found' });
    // Each size with its price where they differ.
    expect(
      within(found).getByText(
        `${FOUR}: SSP 1,450,000.00 per set · ${SIX}: SSP 1,950,000.00 per set`,
      ),
    ).toBeTruthy();
    await user.click(within(found).getByRole('button', { name: /Add/ }));

    const line = within(screen.getByRole('list', { name: 'Lines' }));
    expect(line.getByText('SSP 1,450,000.00 each')).toBeTruthy();
    await user.selectOptions(line.getByRole('combobox', { name: `Size of ${SET.name}` }), SIX);
    expect(line.getByText('SSP 1,950,000.00 each')).toBeTruthy();
    await user.clear(line.getByRole('textbox', { name: `Quantity of ${SET.name}` }));
    await user.type(line.getByRole('textbox', { name: `Quantity of ${SET.name}` }), '2');
    expect(screen.getAllByText('SSP 3,900,000.00').length).toBeGreaterThan(0);
  });
});
