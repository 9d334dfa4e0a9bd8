// Texts a customer reads, word for word from the specifications (docs/spec/storefront.md sections 2, 5
// and 8). Components and the API import them from here so the wording lives in one place.
export const MESSAGES = {
  selectSizeFirst: 'Please select a size first',
  loginForFavorites: 'Please login to add favorites',
  favoritesFailed: 'Failed to update favorites',
  addedToCart: (name: string) => `${name} added to cart!`,
  removedFromCart: 'removed from cart',
  quantityUpdated: (n: number) => `quantity updated to ${n}`,
  quantityBelowOne: 'quantity cannot go below 1. Use remove button to delete item.',
  cartEmpty: 'Your Cart is Empty',
  noProducts: 'No products found matching your current filters.',
  // Not the specification's: with only a search term there are no filters to blame (issue 32).
  noProductsFor: (q: string) => `No products found for '${q}'`,
  noBlogPosts: 'No blog posts found',
  blogLoadFailed: 'Failed to load blog post',
  noRatings: 'No ratings',
  loading: 'Loading...',
  searchTitle: 'Search Products',
  searchPlaceholderModal: 'Search for furniture, chairs, tables, sofas...',
  searchPlaceholderInline: 'Search for furniture...',
  searchHint: 'Try searching for: chairs, tables, sofas, beds, cabinets, decor',
  savedForLater: (name: string) => `${name} saved for later`,
  movedToCart: (name: string) => `${name} moved to cart`,
  freeShippingApplied: 'Free shipping applied',
  returnsPolicy: 'Returns within 30 days',
  invalidEmail: 'Please enter a valid e-mail address.',
  networkError: 'We could not reach the shop. Please check your connection and try again.',
} as const;
