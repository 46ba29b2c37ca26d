/**
 * The web client's build. Pages are split per route (React.lazy in each feature's routes.tsx), and
 * the manifest lets bench/bundle-size.mjs measure what the first screen needs.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { firstScreenChunks } from './build/first-screen-chunks.ts';
import { precompress } from './build/precompress.ts';

const API = process.env.BOURSE_API ?? 'http://localhost:8080';

/**
 * The server's socket accepts only its own origin (DESIGN.md section 8), so in development the
 * proxy presents the API's origin instead of Vite's.
 */
const proxy = (ws = false): ProxyOptions => ({
  target: API,
  changeOrigin: true,
  ws,
  configure(server) {
    server.on('proxyReq', (req) => req.setHeader('origin', API));
    server.on('proxyReqWs', (req) => req.setHeader('origin', API));
  },
});

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [
    react(),
    // The first load in few files (build/first-screen-chunks.ts).
    firstScreenChunks({
      app: 'src/app/start.tsx',
      pages: ['src/features/content/pages/Home.tsx', 'src/features/market-data/components/HomeMarketSummary.tsx'],
    }),
    // Brotli and gzip copies of every text file, served by Accept-Encoding.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // SOURCEMAP=1 for bundle analysis; production ships without maps.
    sourcemap: process.env.SOURCEMAP === '1',
  },
  server: {
    proxy: { '/api': proxy(), '/uploads': proxy(), '/socket.io': proxy(true) },
  },
});
