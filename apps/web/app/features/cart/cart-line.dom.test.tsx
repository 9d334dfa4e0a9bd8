import type { Product } from '@shop/contracts/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStore, useCart } from '~/stores/cart-store';
import { toastReady, type ToastKind } from '~/lib/notify';
import { product, SETTINGS } from '~/test/fixtures';
import { renderPage } from '~/test/render-page';
import { CartLine } from './cart-line';

// A cart line wired to the cart store as the cart page wires it: its quantity is the store's,
// a change goes to the store, Remove takes the line out.

let toasts: { kind: ToastKind; message: string }[] = [];
beforeEach(() => {
  toasts = [];
  toastReady((kind, message) => toasts.push({ kind, message }));
});
afterEach(() => {
  toastReady(null);
});

function CartLines({ item }: { item: Product }) {
  const { cart } = useCart();
  return (
    <ul>
      {Object.entries(cart[item._id] ?? {}).map(([size, quantity]) => (
        <CartLine
          key={size}
          product={item}
          size={size}
          quantity={quantity}
          selected={false}
          onSelect={() => undefined}
          onQuantity={(q) => cartStore.update(item._id, size, q)}
          onRemove={() => cartStore.update(item._id, size, 0)}
          onSaveForLater={() => undefined}
          onMoveToWishlist={() => undefined}
        />
      ))}
    </ul>
  );
}

async function showLine(item: Product, quantity: number, lineQuantityMax = 1000) {
  cartStore.replaceCart({ [item._id]: { Large: quantity } });
  const user = userEvent.setup({ delay: null });
  renderPage('/cart', () => <CartLines item={item} />, { ...SETTINGS, lineQuantityMax });
  const label = `${item.name}, size Large`;
  const quantityField = await screen.findByRole('textbox', { name: `Quantity of ${label}` });
  return {
    user,
    quantityField,
    plus: screen.getByRole('button', { name: `Increase quantity of ${label}` }),
    minus: screen.getByRole('button', { name: `Decrease quantity of ${label}` }),
    inCart: () => cartStore.getSnapshot().cart[item._id]?.Large,
  };
}

describe('Cart line', () => {
  it('+ adds one up to the units left, then is disabled', async () => {
    const line = await showLine(product({ stock: { Large: 3 } }), 2);
    expect(line.plus).toHaveProperty('disabled', false);
    await line.user.click(line.plus);
    expect(line.inCart()).toBe(3);
    expect(line.quantityField).toHaveProperty('value', '3');
    expect(toasts).toEqual([{ kind: 'success', message: 'quantity updated to 3' }]);
    expect(line.plus).toHaveProperty('disabled', true);
  });

  it("+ stops at the shop's bound per line for a product whose stock is not counted", async () => {
    const line = await showLine(product({ stock: null }), 999);
    await line.user.click(line.plus);
    expect(line.inCart()).toBe(1000);
    expect(line.plus).toHaveProperty('disabled', true);
  });

  it('5000 typed for a tracked size with 120 left becomes 120, saying why', async () => {
    const line = await showLine(product({ stock: { Large: 120 } }), 1);
    await line.user.clear(line.quantityField);
    await line.user.type(line.quantityField, '5000{Enter}');
    expect(line.inCart()).toBe(120);
    expect(line.quantityField).toHaveProperty('value', '120');
    expect(toasts).toEqual([
      { kind: 'warning', message: 'Only 120 in stock: quantity set to 120' },
    ]);
  });

  it("5000 typed for an untracked product becomes the shop's bound, saying why", async () => {
    const line = await showLine(product({ stock: null }), 1);
    await line.user.clear(line.quantityField);
    await line.user.type(line.quantityField, '5000{Enter}');
    expect(line.inCart()).toBe(1000);
    expect(toasts).toEqual([
      { kind: 'warning', message: 'At most 1000 per order line: quantity set to 1000' },
    ]);
    // Within the bound, a bulk quantity is kept as typed, with the spec's toast.
    toasts = [];
    await line.user.clear(line.quantityField);
    await line.user.type(line.quantityField, '750{Enter}');
    expect(line.inCart()).toBe(750);
    expect(toasts).toEqual([{ kind: 'success', message: 'quantity updated to 750' }]);
  });

  it('a line above a lowered bound says so and offers to come down', async () => {
    const line = await showLine(product({ stock: null }), 300, 200);
    expect(screen.getByText('At most 200 per order line.')).toBeTruthy();
    await line.user.click(screen.getByRole('button', { name: /^Reduce to 200\b/ }));
    expect(line.inCart()).toBe(200);
    expect(screen.queryByText('At most 200 per order line.')).toBeNull();
  });

  it('− takes one off, and at 1 stays there and points to Remove', async () => {
    const line = await showLine(product(), 2);
    await line.user.click(line.minus);
    expect(line.inCart()).toBe(1);
    expect(line.quantityField).toHaveProperty('value', '1');

    await line.user.click(line.minus);
    expect(line.inCart()).toBe(1);
    expect(line.quantityField).toHaveProperty('value', '1');
    expect(toasts).toEqual([
      { kind: 'success', message: 'quantity updated to 1' },
      {
        kind: 'warning',
        message: 'quantity cannot go below 1. Use remove button to delete item.',
      },
    ]);
  });

  it('a typed quantity above what is left comes down to it', async () => {
    const line = await showLine(product({ stock: { Large: 4 } }), 1);
    await line.user.clear(line.quantityField);
    await line.user.type(line.quantityField, '9{Enter}');
    expect(line.inCart()).toBe(4);
    expect(line.quantityField).toHaveProperty('value', '4');
    expect(toasts).toEqual([{ kind: 'warning', message: 'Only 4 in stock: quantity set to 4' }]);
  });

  it('a line asking for more than is left says so and offers to come down', async () => {
    const line = await showLine(product({ stock: { Large: 2 } }), 5);
    expect(screen.getByText('Only 2 left.')).toBeTruthy();
    await line.user.click(screen.getByRole('button', { name: /^Reduce to 2\b/ }));
    expect(line.inCart()).toBe(2);
    expect(screen.queryByText('Only 2 left.')).toBeNull();
  });

  it('Remove takes the line out of the cart', async () => {
    const line = await showLine(product(), 2);
    await line.user.click(screen.getByRole('button', { name: 'Remove Office chair, size Large' }));
    expect(line.inCart()).toBeUndefined();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it("charges a line its size's price where sizes sell at different prices (decision 0074)", async () => {
    const set = product({
      price: 1_450_000,
      sizes: ['Table + 4 chairs', 'Table + 6 chairs'],
      sizePrices: { 'Table + 6 chairs': 1_950_000 },
      unit: 'set',
      stock: null,
    });
    renderPage('/cart', () => (
      <ul>
        <CartLine
          product={set}
          size="Table + 6 chairs"
          quantity={2}
          selected={false}
          onSelect={() => undefined}
          onQuantity={() => undefined}
          onRemove={() => undefined}
          onSaveForLater={() => undefined}
          onMoveToWishlist={() => undefined}
        />
      </ul>
    ));
    expect(await screen.findByText('SSP 1,950,000.00 per set')).toBeTruthy();
    expect(screen.getAllByText('SSP 3,900,000.00').length).toBeGreaterThan(0);
    expect(screen.queryByText(/1,450,000/)).toBeNull();
  });
});
