import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'client',
  // Only VITE_-prefixed variables could reach the bundle; we define none, and never the LLM key.
  envPrefix: 'MLO_PUBLIC_',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/trpc': { target: 'http://127.0.0.1:3001' }, '/healthz': { target: 'http://127.0.0.1:3001' } },
  },
});
