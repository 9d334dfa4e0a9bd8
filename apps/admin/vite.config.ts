import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The admin site is served by the API process under /admin (docs/architecture.md, "One process by
// default, many when it grows"). In development the API runs on its own port and the browser's /api
// and /uploads requests are proxied to it.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [tailwindcss(), react()],
  server: { port: 5174, proxy: { '/api': apiUrl, '/uploads': apiUrl } },
  build: { outDir: 'dist', assetsInlineLimit: 0 },
});
