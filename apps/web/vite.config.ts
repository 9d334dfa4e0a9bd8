import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In development the API runs on its own port (npm run dev -w apps/api); the browser's /api and
// /uploads requests are proxied to it. In production one process serves everything.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

// Small modules every page shares (the price, image, limit and category helpers, the ui kit, the
// api client, toasts, settings) go into one chunk: one request instead of eight on a slow network,
// and brotli compresses them together. Only those: a module listed here loads on every page, even
// one only a lazy dialog uses (so packages/ui/src/dialog-keys.ts stays out).
const SHELL = new RegExp(
  [
    'packages[\\\\/]contracts[\\\\/]src[\\\\/](price|images|limits|categories|messages|cart)\\.ts',
    'packages[\\\\/]ui[\\\\/]src[\\\\/](index|button|price-tag|skeleton|star-rating)\\.tsx?',
    'app[\\\\/]lib[\\\\/]',
    'app[\\\\/]features[\\\\/](toast|settings)[\\\\/]',
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: { '/api': apiUrl, '/uploads': apiUrl },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'shell', test: SHELL }] } } },
  },
}));
