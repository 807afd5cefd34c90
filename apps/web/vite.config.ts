import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The manifest names each route's chunks, so a test can weigh what the sign-in page loads first.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: { '/mw': 'http://localhost:8097' },
  },
});
