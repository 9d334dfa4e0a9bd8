import {
  CHAT_BUDGET_MAX_PRICE,
  CHAT_PREMIUM_MIN_PRICE,
  CHAT_PRODUCTS_MAX,
  CHAT_TEXTS as T,
  formatPrice,
  type ChatProduct,
  type ChatReply,
  type ChatSuggestion,
} from '@shop/contracts/client';
import { targetLabel, type CategoryTarget } from '../category-keywords.ts';
import { countOf } from '../format.ts';
import type { PriceBand } from '../topic-keywords.ts';
import type { AssistantContext, ProductQuery, ProductSearchResult } from '../types.ts';
import { ask, showMore, SUGGESTIONS as S } from './suggestions.ts';

// docs/spec/account-and-company-site.md section 9: up to 3 products; when there are more, a Show
// More suggestion to the collection with the same filter. Cheap means at most SSP 500,000,
// premium at least SSP 2,000,000.

export interface ProductSearch {
  target?: CategoryTarget;
  band?: PriceBand;
  text?: string;
}

const PRICE_BOUNDS: Record<PriceBand, Pick<ProductQuery, 'minPrice' | 'maxPrice'>> = {
  budget: { maxPrice: CHAT_BUDGET_MAX_PRICE },
  premium: { minPrice: CHAT_PREMIUM_MIN_PRICE },
};

const PRICE_NOTES: Record<PriceBand, string> = {
  budget: ` at ${formatPrice(CHAT_BUDGET_MAX_PRICE)} or less`,
  premium: ` at ${formatPrice(CHAT_PREMIUM_MIN_PRICE)} or more`,
};

/**
 * Searches the catalogue and answers with what it found. A named category is searched with the
 * other words first ('leather sofas'); when that finds nothing, the whole category is shown.
 */
export async function productsReply(
  { target, band, text }: ProductSearch,
  ctx: Pick<AssistantContext, 'searchProducts'>,
): Promise<ChatReply> {
  const base: ProductQuery = {
    ...target,
    ...(band && PRICE_BOUNDS[band]),
    limit: CHAT_PRODUCTS_MAX,
  };
  let query: ProductQuery = text ? { ...base, text } : base;
  let result = await ctx.searchProducts(query);
  if (result.total === 0 && target && text) {
    query = base;
    result = await ctx.searchProducts(query);
  }
  return result.products.length > 0
    ? foundReply(result, target, band, query.text)
    : result.partial
      ? cannotSearchReply(target, query.text)
      : notFoundReply(target, band, query.text);
}

function foundReply(
  result: ProductSearchResult,
  target: CategoryTarget | undefined,
  band: PriceBand | undefined,
  text: string | undefined,
): ChatReply {
  const products = result.products.slice(0, CHAT_PRODUCTS_MAX).map(cardOf);
  // A host whose count lags its list must not claim fewer than it shows.
  const total = Math.max(result.total, result.products.length);
  const more = total > products.length;
  const where = target ? ` in ${targetLabel(target)}` : text ? ` for "${text}"` : '';
  const note = band ? PRICE_NOTES[band] : '';
  const shown = more
    ? `Here are the first ${products.length}:`
    : products.length === 1
      ? 'Here it is:'
      : 'Here they are:';
  const suggestions: ChatSuggestion[] = [more ? showMore(target, text) : S.browse, S.delivery];
  return {
    content: `I found ${countOf(total, 'product', 'products')}${where}${note}. ${shown}`,
    suggestions,
    action: 'products',
    products,
  };
}

function notFoundReply(
  target: CategoryTarget | undefined,
  band: PriceBand | undefined,
  text: string | undefined,
): ChatReply {
  const note = band ? PRICE_NOTES[band] : '';
  let content: string;
  const suggestions: ChatSuggestion[] = [];
  if (target) {
    const label = targetLabel(target);
    content = `Sorry, we have no ${label}${note} in the shop right now.`;
    // Without the price word there may well be some.
    if (band) suggestions.push(ask(`Show me all ${label.toLowerCase()}`));
  } else if (text) {
    content = `Sorry, I couldn't find anything matching "${text}"${note}. Try another word, or browse the whole catalogue.`;
  } else {
    content = `Sorry, I couldn't find any products${note} right now.`;
    suggestions.push(S.prices);
  }
  suggestions.push(S.browse, S.contact);
  if (suggestions.length < 4) suggestions.push(S.help);
  return { content, suggestions, action: 'no_products', products: [] };
}

/**
 * Nothing found among the products at hand, which are not the whole shop: never claim the shop
 * lacks it. Say the search is not possible now and offer the collection, which searches it all.
 */
function cannotSearchReply(
  target: CategoryTarget | undefined,
  text: string | undefined,
): ChatReply {
  const what = target ? targetLabel(target) : text ? `"${text}"` : 'products';
  return {
    content: `I cannot search the whole shop right now, so I cannot tell whether we have ${what}. The collection shows everything we sell.`,
    suggestions: [
      { ...showMore(target, text), text: target ? `Browse ${what}` : T.browseProducts },
      S.contact,
    ],
    action: 'no_products',
    products: [],
  };
}

/** Exactly the card's fields: whatever else a host's rows carry stays out of the reply. */
function cardOf(p: ChatProduct): ChatProduct {
  return {
    _id: p._id,
    name: p.name,
    category: p.category,
    subCategory: p.subCategory,
    price: p.price,
    ...(p.priceFrom ? { priceFrom: true } : {}),
    image: p.image,
  };
}
