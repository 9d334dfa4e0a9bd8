import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductCard } from '~/components/product-card';
import { cartStore } from '~/stores/cart-store';
import { toastReady } from '~/lib/notify';
import { product } from '~/test/fixtures';
import { renderPage } from '~/test/render-page';
import { ProductDetails } from './product-details';
import { ProductJsonLd } from './product-json-ld';

// Sizes sold at different prices (docs/decisions/0074-prices-sku-and-cost-per-size.md): lists
// say "From" the lowest; the product page prices the chosen size and every size on its button
// (a cart line is charged its size's price: cart-line.dom.test.tsx).

const FOUR = 'Table + 4 chairs';
const SIX = 'Table + 6 chairs';
const diningSet = product({
  name: 'Nursery Class Table Set',
  price: 1_450_000,
  sizes: [FOUR, SIX],
  sizePrices: { [SIX]: 1_950_000 },
  unit: 'set',
  stock: { [FOUR]: 9, [SIX]: 4 },
});

beforeEach(() => toastReady(() => undefined));
afterEach(() => {
  toastReady(null);
  cartStore.replaceCart({});
});

/** The price line's text, as read out: 'From SSP 1,450,000.00 per set'. */
const priceLine = (region: HTMLElement) =>
  within(region)
    .getAllByText(/SSP/)
    .map((node) => node.closest('p')!.textContent!.replace(/\s+/g, ' ').trim());

describe('a product whose sizes sell at different prices', () => {
  it('shows "From" the lowest on its card, and only then', async () => {
    renderPage('/collection', () => (
      <>
        <ProductCard product={diningSet} />
        <ProductCard product={product({ name: 'Office chair' })} />
      </>
    ));
    const [set, chair] = await screen.findAllByRole('article');
    expect(priceLine(set!)).toEqual(['From SSP 1,450,000.00 per set']);
    expect(priceLine(chair!)).toEqual(['SSP 150,000.00 per piece']);
  });

  it("prices the chosen size on its page, each size's price on its button", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('/product', () => <ProductDetails product={diningSet} />);
    const price = (await screen.findByText('SSP 1,450,000.00', { selector: 'p > span' }))
      .parentElement!;
    expect(price.textContent).toBe('From SSP 1,450,000.00 per set');
    expect(price.getAttribute('aria-live')).toBe('polite');
    const six = screen.getByRole('button', { name: `${SIX} SSP 1,950,000.00` });
    expect(screen.getByRole('button', { name: `${FOUR} SSP 1,450,000.00` })).toBeTruthy();

    await user.click(six);
    expect(six.getAttribute('aria-pressed')).toBe('true');
    expect(price.textContent).toBe('SSP 1,950,000.00 per set');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(cartStore.getSnapshot().cart[diningSet._id]).toEqual({ [SIX]: 1 });

    // Unchosen again: back to the lowest, 'From'.
    await user.click(six);
    expect(price.textContent).toBe('From SSP 1,450,000.00 per set');
  });

  it('tells search engines the range of its prices', () => {
    const { container } = render(
      <ProductJsonLd product={diningSet} origin="https://shop.example" />,
    );
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.textContent!).offers).toEqual({
      '@type': 'AggregateOffer',
      url: `https://shop.example/product/${diningSet._id}`,
      priceCurrency: 'SSP',
      availability: 'https://schema.org/InStock',
      lowPrice: '1450000.00',
      highPrice: '1950000.00',
      offerCount: 2,
    });
    // The staff's codes and costs never reach the page: its SKU is the product's id.
    expect(JSON.parse(script.textContent!).sku).toBe(diningSet._id);
  });
});
