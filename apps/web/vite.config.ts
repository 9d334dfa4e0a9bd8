import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In development the API runs on its own port (npm run dev -w apps/api); the browser's /api and
// /uploads requests are proxied to it. In production one process serves everything.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

// Small modules every page shares (the price, image, limit and category helpers, the ui kit, the
// api client, toasts, settings) go into one chunk: one request instead of eight on a slow network,
// and brotli compresses them together. Only those: a module listed here loads on every page, even
// one only a lazy dialog uses (so packages/ui/src/dialog-keys.ts stays out). The ui kit's index
// is only a barrel: packages/ui declares no side effects, so what a page does not use (the modal,
// the status badge) is not pulled in through it.
const SHELL = new RegExp(
  [
    'packages[\\\\/]contracts[\\\\/]src[\\\\/](price|images|limits|categories|messages|cart|storage-keys)\\.ts',
    'packages[\\\\/]ui[\\\\/]src[\\\\/](index|button|price-tag|skeleton|star-rating)\\.tsx?',
    // The api client, toasts and settings; only these of lib/. The domain stores (stores/: the
    // favourites, the server cart, the orders) load with the pages or dialogs that use them, all
    // but the cart, whose count the header shows on every page (below).
    'app[\\\\/]lib[\\\\/](api[a-z-]*\\.ts|api[\\\\/]|notify\\.ts|use-settings\\.ts)',
    'app[\\\\/]components[\\\\/]toast-host\\.tsx',
    // What the header and every page's meta use; shared with routes too, so on their own they
    // would each be a tiny file of their own, yet they load on every page anyway.
    'app[\\\\/]components[\\\\/]icons\\.tsx',
    'app[\\\\/]features[\\\\/]layout[\\\\/](logo|nav-links)\\.tsx?',
    // The header's menu uses useDismiss (a 0.2 KB file of its own on every page otherwise).
    'app[\\\\/]lib[\\\\/](session|page-meta|use-hydrated|use-dismiss)\\.ts',
    'app[\\\\/]stores[\\\\/]cart-store\\.ts',
    // The tel: and wa.me links: every product card's WhatsApp button, the company pages and the
    // footer build theirs with it; alone it was a file of its own on each page with cards.
    'app[\\\\/]lib[\\\\/]contact-links\\.ts',
    // The product photo: on 7 of the 10 public pages' first load (cards, cart and order lines,
    // favourites), and in the assistant's cards; alone it was a file of its own on each.
    'app[\\\\/]components[\\\\/]product-image\\.tsx',
    // react-dom's small shared half (createPortal): every page loads it with react-dom/client.
    'node_modules[\\\\/]react-dom[\\\\/](index\\.js|cjs[\\\\/]react-dom\\.production\\.js)',
  ].join('|'),
);

// Three small modules every signed-in page takes together (checkout, orders, sign-in, reset):
// one request and one compressed file instead of three tiny ones of ~200 bytes each.
const ACCOUNT =
  /app[\\/](lib[\\/](use-require-account|return-path)|components[\\/]field-classes)\.ts/;

// The company's details as the shop's footer, /about and /contact show them: the company
// feature's shared pieces (features/company/components: the contact card and its rows, the
// hero) and what they share with the footer (the phones and e-mails, the social links, the
// hours, the phone's text). One file instead of one per small module: apart, they weighed more
// on /contact's first load than the pages they were taken from. The footer loads it anyway.
const COMPANY = new RegExp(
  [
    'app[\\\\/]components[\\\\/](company-contact-list|social-links|business-hours)\\.tsx',
    'app[\\\\/]lib[\\\\/]phone-text\\.ts',
    'app[\\\\/]features[\\\\/]company[\\\\/]components[\\\\/]',
  ].join('|'),
);

// The profile's small modules that its lazily loaded cards share with the page (the failure
// text, the avatar, the profile's save): each would be a file of its own of 100 to 400 bytes,
// and /profile loads all three anyway. Only the profile feature imports them.
const PROFILE =
  /app[\\/]features[\\/]profile[\\/](profile-format\.ts|avatar\.tsx|api[\\/]update-profile\.ts)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: { '/api': apiUrl, '/uploads': apiUrl },
  },
  build: {
    assetsInlineLimit: 0,
    // Kept for scripts/build-sw.mjs, which reads which code each part loads later (then removes it).
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', test: SHELL },
                { name: 'account', test: ACCOUNT },
                { name: 'company', test: COMPANY },
                { name: 'profile-shared', test: PROFILE },
              ],
            },
          },
        },
  },
}));
