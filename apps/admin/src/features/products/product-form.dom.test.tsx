import { PRODUCT_IMAGE_WIDTHS, type AdminProduct } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRoutesStub } from 'react-router';
import { session } from '../../lib/session';
import { held, startApi, type ApiAnswer, type ApiHandler } from '@shop/ui/test/api-server';
import { ProductForm } from './product-form';

// The product editor as staff use it, its saves sent over HTTP to a real local server standing
// in for the API.

const PICTURE = `/uploads/products/office-chair-${PRODUCT_IMAGE_WIDTHS.at(-1)}.webp`;
const CHAIR: AdminProduct = {
  _id: '64a1f0c2b3d4e5f601234567',
  name: 'Office chair',
  price: 150_000,
  description: 'A swivel chair with arms.',
  image: [PICTURE],
  sizes: ['Large'],
  category: 'Seatingfurniture',
  subCategory: 'Chairs',
  averageRating: 0,
  totalReviews: 0,
  popular: false,
  date: 1_700_000_000_000,
  productType: 'goods',
  measurement: '',
  unit: 'piece',
  stock: null,
  sizeSkus: {},
  sizeCosts: {},
  archived: false,
  archivedAt: null,
  updatedAt: 1_700_000_500_000,
};

let api: Awaited<ReturnType<typeof startApi>>;
let save: ApiHandler = () => undefined;
beforeEach(async () => {
  save = () => undefined;
  api = await startApi((call) =>
    call.path.startsWith('/api/admin/products') ? save(call) : undefined,
  );
  session.signIn('staff-token', 'admin');
});
afterEach(async () => {
  await api.close();
});

function showForm(product?: AdminProduct) {
  const Stub = createRoutesStub([
    { path: '/products/new', Component: () => <ProductForm /> },
    { path: '/products/:id', Component: () => <ProductForm product={product} /> },
  ]);
  // A client of its own per test, as the app's provider gives each page load.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Stub initialEntries={[product ? `/products/${product._id}` : '/products/new']} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** The message shown under a field (its `-error` description), or null. */
const messageOf = (control: HTMLElement) =>
  document.getElementById(`${control.id}-error`)?.textContent ?? null;
const box = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

describe('Product form', () => {
  it('names every missing field with its message, focuses the first and sends nothing', async () => {
    const user = showForm();
    await user.click(await screen.findByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(messageOf(box('Name'))).toBe('Enter the product name.'));
    expect(messageOf(box('Description'))).toBe('Enter a description.');
    expect(messageOf(box('Price (SSP)'))).toBe(
      'Enter the price as a whole number of South Sudanese pounds, e.g. 1500000.',
    );
    expect(messageOf(select('Category'))).toBe('Choose a category.');
    expect(messageOf(select('Subcategory'))).toBe('Choose a subcategory.');
    expect(messageOf(screen.getByLabelText('Add pictures'))).toBe('Add at least one picture.');
    expect(screen.getByText('6 fields need attention.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box('Name')));

    // Once a save was tried, each message follows what is typed.
    await user.type(box('Name'), 'Office chair');
    expect(messageOf(box('Name'))).toBeNull();
    await user.type(box('Price (SSP)'), '12.5');
    expect(messageOf(box('Price (SSP)'))).toBe(
      'The price must be a whole number of pounds, without cents.',
    );
    await user.clear(box('Price (SSP)'));
    await user.type(box('Price (SSP)'), '0');
    expect(messageOf(box('Price (SSP)'))).toBe('The price must be more than SSP 0.');
    await user.selectOptions(select('Category'), 'Seatingfurniture');
    expect(messageOf(select('Category'))).toBeNull();
    expect(screen.getByText('4 fields need attention.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('saves an edit with every field as the API reads it, and waits while it is saved', async () => {
    const answer = held<ApiAnswer>();
    save = () => answer.promise;
    const user = showForm(CHAIR);
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.type(box('Name'), '  Executive office chair ');
    await user.clear(box('Price (SSP)'));
    await user.type(box('Price (SSP)'), '1,750,000');
    await user.click(screen.getByRole('checkbox', { name: /Popular/ }));
    await user.type(box('Add a size'), 'Small{Enter}');
    await user.click(screen.getByRole('checkbox', { name: /Track stock/ }));
    await user.clear(box('Large'));
    await user.type(box('Large'), '4');
    await user.clear(box('Small'));
    await user.type(box('Small'), '12');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveProperty('disabled', true);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const [sent] = api.calls;
    expect(sent?.method).toBe('PUT');
    expect(sent?.path).toBe(`/api/admin/products/${CHAIR._id}`);
    expect(sent?.headers.token).toBe('staff-token');
    expect(sent?.body).toEqual({
      name: 'Executive office chair',
      description: 'A swivel chair with arms.',
      price: 1_750_000,
      category: 'Seatingfurniture',
      subCategory: 'Chairs',
      sizes: ['Large', 'Small'],
      popular: true,
      images: [PICTURE],
      productType: 'goods',
      measurement: '',
      unit: 'piece',
      trackStock: true,
      stock: { Large: 4, Small: 12 },
      sizePrices: {},
      sizeSkus: {},
      sizeCosts: {},
      updatedAt: CHAIR.updatedAt,
    });

    const saved: AdminProduct = {
      ...CHAIR,
      name: 'Executive office chair',
      price: 1_750_000,
      sizes: ['Large', 'Small'],
      popular: true,
      stock: { Large: 4, Small: 12 },
      updatedAt: CHAIR.updatedAt + 1,
    };
    answer.release({ body: { success: true, message: 'Product saved.', product: saved } });
    await screen.findByText('All changes saved');
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', false);
    expect(box('Name')).toHaveProperty('value', 'Executive office chair');
  });

  it('gives each size its own price, SKU and cost, with the margin, and puts each refusal at its size', async () => {
    const FOUR = 'Table + 4 chairs';
    const SIX = 'Table + 6 chairs';
    const set: AdminProduct = {
      ...CHAIR,
      name: 'Nursery Class Table Set',
      price: 1_450_000,
      sizes: [FOUR, SIX],
    };
    const user = showForm(set);
    const field = (label: string, size: string) =>
      within(screen.getByRole('group', { name: size })).getByRole('textbox', {
        name: `${label} of ${size}${label === 'SKU' ? '' : ' (SSP)'}`,
      });
    const sixPrice = await screen.findByRole('textbox', { name: `Price of ${SIX} (SSP)` });
    // Empty: the product's price, shown as the field's placeholder.
    expect(sixPrice.getAttribute('placeholder')).toBe('1,450,000');
    await user.type(sixPrice, '-5');
    await user.type(field('SKU', FOUR), 'NCT-4');
    await user.type(field('SKU', SIX), 'nct-4');
    await user.type(field('Cost price', SIX), '1,420,000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // The schema's messages, each at its size's field; nothing is sent.
    await waitFor(() =>
      expect(messageOf(sixPrice)).toBe(`The price of size "${SIX}" must be more than SSP 0.`),
    );
    expect(messageOf(field('SKU', SIX))).toBe(
      `The SKU "nct-4" of size "${SIX}" is also given to size "${FOUR}". Each size needs its own.`,
    );
    expect(messageOf(field('SKU', FOUR))).toBeNull();
    expect(api.calls).toHaveLength(0);

    await user.clear(sixPrice);
    await user.type(sixPrice, '1,950,000');
    await user.clear(field('SKU', SIX));
    await user.type(field('SKU', SIX), 'NCT-6');
    // The margin follows the size's price and cost as typed.
    expect(screen.getByText('Margin SSP 530,000.00 (27%)')).toBeTruthy();
    expect(screen.getByText('Shown as From SSP 1,450,000.00')).toBeTruthy();
    expect(screen.getByText('From SSP 1,450,000.00 per piece')).toBeTruthy();

    const taken = `The SKU "NCT-6" of size "${SIX}" is already used by Office chair (size "Large"). Each size needs its own.`;
    save = () => ({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: taken, errors: { sizeSkus: taken } },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({
      price: 1_450_000,
      sizePrices: { [SIX]: 1_950_000 },
      sizeSkus: { [FOUR]: 'NCT-4', [SIX]: 'NCT-6' },
      sizeCosts: { [SIX]: 1_420_000 },
    });
    // The server's refusal shows at the SKU it names.
    await waitFor(() => expect(messageOf(field('SKU', SIX))).toBe(taken));
  });
});
