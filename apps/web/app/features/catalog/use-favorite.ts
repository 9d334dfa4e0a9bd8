import { MESSAGES } from '@shop/contracts/client';
import { useNavigate } from 'react-router';
import { notify } from '~/features/toast/notify';

/**
 * Toggling a favourite needs an account (storefront.md section 5). Accounts are not wired in
 * yet, so every visitor gets the spec's message and goes to /login.
 */
export function useToggleFavorite() {
  const navigate = useNavigate();
  return (_productId: string) => {
    notify('error', MESSAGES.loginForFavorites);
    void navigate('/login');
  };
}
