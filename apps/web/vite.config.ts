import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In development the API runs on its own port (npm run dev -w apps/api); the browser's /api and
// /uploads requests are proxied to it. In production one process serves everything.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

// Small modules every page shares (contracts, ui, api client, toasts, settings) go into one
// chunk: one request instead of eight on a slow network, and brotli compresses them together.
const SHELL = /[\\/](packages[\\/](contracts|ui)|app[\\/](lib|features[\\/](toast|settings)))[\\/]/;

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
