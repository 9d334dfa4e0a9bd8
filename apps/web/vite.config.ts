import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In development the API runs on its own port (npm run dev -w apps/api); the browser's /api and
// /uploads requests are proxied to it. In production one process serves everything.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: { '/api': apiUrl, '/uploads': apiUrl },
  },
  build: { assetsInlineLimit: 0 },
});
