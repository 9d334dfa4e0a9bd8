import { CHAT_TEXTS, type ChatSuggestion } from '@shop/contracts/client';

/** Go to a storefront path and close the panel, or send a text as the visitor's message. */
export type SuggestionEffect = { kind: 'navigate'; to: string } | { kind: 'send'; text: string };

/**
 * What tapping a suggestion or a quick-action chip does, exactly as
 * docs/spec/account-and-company-site.md section 4 says: view_product, browse, browse_category,
 * orders and favorites navigate and close; delivery sends 'Tell me about delivery'; help sends
 * 'I need help'; any other sends its own text. The widget and the tests read this one table.
 */
export function suggestionEffect(s: ChatSuggestion): SuggestionEffect {
  switch (s.action) {
    case 'view_product':
      return s.productId ? navigate(`/product/${encodeURIComponent(s.productId)}`) : send(s.text);
    case 'browse':
      return navigate(collection({ q: s.search }));
    case 'browse_category':
      return navigate(
        collection({
          category: s.category,
          subCategory: s.category ? s.subCategory : undefined,
          q: s.search,
        }),
      );
    case 'orders':
      return navigate('/orders');
    case 'favorites':
      return navigate('/profile?tab=favorites');
    case 'delivery':
      return send(CHAT_TEXTS.deliveryPrompt);
    case 'help':
      return send(CHAT_TEXTS.helpPrompt);
    default:
      return send(s.text);
  }
}

const navigate = (to: string): SuggestionEffect => ({ kind: 'navigate', to });
const send = (text: string): SuggestionEffect => ({ kind: 'send', text });

/** '/collection?category=...&subCategory=...&q=...', in the collection page's own parameters. */
function collection(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `/collection?${query}` : '/collection';
}
