// The shopping assistant's words, limits and action names (docs/spec/account-and-company-site.md
// sections 2, 3, 4, 5, 6 and 9), shared by the rules engine (packages/assistant), the API's
// `POST /api/chatbot/query`, the storefront's chat widget and the admin. Zod-free, so the browser
// can use them.

/** The panel's title (section 2). */
export const CHAT_PANEL_TITLE = 'Shopping Assistant';

/** The reply is shown this long after the visitor sends, behind a typing indicator (section 9). */
export const CHAT_REPLY_DELAY_MS = 1_000;

/** The panel's height and its cap (section 9): the widget's CSS reads these. */
export const CHAT_PANEL_HEIGHT_PX = 500;
export const CHAT_PANEL_MAX_VH = 80;

/** Longest message the API accepts, counted after trimming (decision 0020). */
export const CHAT_MESSAGE_MAX = 500;
/** The client's conversation id: the spec sends a timestamp string; anything short and visible. */
export const CHAT_SESSION_ID_MAX = 100;
export const CHAT_SESSION_ID_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** At most this many product cards in one reply (section 9); more earn a Show More suggestion. */
export const CHAT_PRODUCTS_MAX = 3;
/** At most this many orders listed in an order-tracking reply; My Orders has the rest. */
export const CHAT_ORDERS_MAX = 3;

/**
 * The price words (section 9): cheap/affordable/budget means at most this much, premium/luxury/high
 * end at least that much, in whole SSP.
 */
export const CHAT_BUDGET_MAX_PRICE = 500_000;
export const CHAT_PREMIUM_MIN_PRICE = 2_000_000;
/** The lower end of the 'affordable' band in the price text (section 9). */
export const CHAT_AFFORDABLE_MIN_PRICE = 50_000;

/**
 * What a suggestion does when tapped (section 4). The first five navigate and close the panel,
 * `delivery` and `help` send a fixed text, and every other one sends its own text, so the engine
 * answers it like a typed message. `login`, `register`, `contact`, `payment` and `ask` (a question such as
 * 'Show me sofas') are such "other" actions, named so the widget and the tests can tell them apart.
 */
export const CHAT_SUGGESTION_ACTIONS = [
  'view_product',
  'browse',
  'browse_category',
  'orders',
  'favorites',
  'delivery',
  'help',
  'payment',
  'contact',
  'login',
  'register',
  'ask',
] as const;
export type ChatSuggestionAction = (typeof CHAT_SUGGESTION_ACTIONS)[number];

/** What kind of answer a reply is: the `action` of a response. `no_products` is a search that found nothing. */
export const CHAT_REPLY_KINDS = [
  'greeting',
  'help',
  'thanks',
  'products',
  'no_products',
  'catalogue',
  'orders',
  'login_needed',
  'account',
  'delivery',
  'payment',
  'prices',
  'contact',
  'space_advice',
  'material_advice',
  'fallback',
] as const;
export type ChatReplyKind = (typeof CHAT_REPLY_KINDS)[number];

/** Texts the spec gives word for word (sections 2, 4 and 6). */
export const CHAT_TEXTS = {
  /** What the `delivery` suggestion sends (section 4). */
  deliveryPrompt: 'Tell me about delivery',
  /** What the `help` suggestion sends (section 4). */
  helpPrompt: 'I need help',
  browseProducts: 'Browse Products',
  myOrders: 'My Orders',
  favorites: 'Favorites',
  deliveryInfo: 'Delivery Info',
  help: 'Help',
  showMore: 'Show More',
  login: 'Login',
  register: 'Register',
  contactSupport: 'Contact Support',
  /** Ours: the widget's field and button. */
  inputLabel: 'Type your message',
  inputPlaceholder: 'Ask about products, orders, delivery...',
  send: 'Send',
  open: 'Open the shopping assistant',
  close: 'Close the shopping assistant',
  typing: 'The assistant is typing',
} as const;

/** The panel's quick-action chips, in the spec's order (section 2); they act like suggestions. */
export const CHAT_QUICK_ACTIONS = [
  { text: CHAT_TEXTS.browseProducts, action: 'browse' },
  { text: CHAT_TEXTS.myOrders, action: 'orders' },
  { text: CHAT_TEXTS.favorites, action: 'favorites' },
  { text: CHAT_TEXTS.deliveryInfo, action: 'delivery' },
  { text: CHAT_TEXTS.help, action: 'help' },
] as const satisfies readonly { text: string; action: ChatSuggestionAction }[];

/** The API's words for a request it refuses (section 5: blank text is never sent). */
export const CHAT_MESSAGES = {
  messageRequired: 'Please type a message.',
  messageTooLong: `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`,
  sessionInvalid: `sessionId must be 1 to ${CHAT_SESSION_ID_MAX} visible characters.`,
  userIdInvalid: "userId must be 'user' or null.",
  tooMany: 'You have sent many messages in a short time. Please wait a minute and try again.',
} as const;
