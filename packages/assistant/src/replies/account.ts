import type { ChatReply } from '@shop/contracts/client';
import { SUGGESTIONS as S } from './suggestions.ts';

// docs/spec/account-and-company-site.md sections 4 and 6: the Login and Register suggestions send
// their own text, so the engine answers them by pointing to the header's Login button.

export function accountReply(): ChatReply {
  return {
    content:
      'To log in or create an account, use the Login button at the top of the page (choose ' +
      'Sign Up there if you are new). Once logged in you can track your orders, keep favourites ' +
      'and check out faster.',
    suggestions: [S.orders, S.favorites, S.help],
    action: 'account',
    products: [],
  };
}
