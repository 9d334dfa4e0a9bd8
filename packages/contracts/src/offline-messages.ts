// What the storefront says while the connection is gone (the service worker keeps pages,
// the cart and the favourites working; what must reach the shop at once waits for the
// connection and keeps what was typed).
export const OFFLINE_MESSAGES = {
  banner: 'You are offline. Pages you have opened, your cart and your favourites still work.',
  favoritesKept:
    'Saved on this device: your favourites will be updated as soon as you are back online.',
  /** A form that must reach the shop: said at once, the form keeps what was typed. */
  needsConnection: (action: string) =>
    `You are offline. ${action} needs a connection: what you typed is kept, try again when you are back online.`,
} as const;
