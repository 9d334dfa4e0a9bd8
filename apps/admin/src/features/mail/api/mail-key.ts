// The key lives beside the menu's failed-mail badge (lib/failed-mail.ts), which it refreshes too.
export { mailKey } from '../../../lib/failed-mail';
