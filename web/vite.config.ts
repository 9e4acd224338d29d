import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// The Go server serves /api/* in production; during development both `vite` and
// `vite preview` forward API calls to it so the SPA runs on the same origin.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080'
const apiProxy = { '/api': { target: apiTarget, changeOrigin: false } }

// react-router's package exports only point at its development build (extra checks and
// warnings); production bundles use the production build it ships alongside.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}))

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist',
    // The CSP is `default-src 'self'`: data: URIs for small assets would be blocked.
    assetsInlineLimit: 0,
    sourcemap: false,
    // Read by scripts/measure-home-bundle.mjs to find exactly what the home page loads.
    manifest: true,
    // Every browser we target preloads modules natively; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Few, larger chunks compress better than many tiny ones (see PERFORMANCE.txt).
        advancedChunks: {
          groups: [
            // Libraries only member screens use (forms) stay in their lazy chunks, off the home page.
            { name: 'vendor', test: /node_modules\/(?!(react-hook-form|zod|@hookform)\/)/ },
            // The shell every page uses; the Marathi strings (.mr), form helpers and the logged-in
            // member's header (…/member/…) stay lazy.
            { name: 'shell', test: /\/src\/(app|lib|api|components)\/(?!form\/|Pagination)(?!.*\.mr\.ts$)(?!.*\/member\/)/ },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  // The production CSP, so `vite preview` catches anything that would be blocked (the dev server
  // cannot use it: React Fast Refresh injects an inline script).
  preview: { proxy: apiProxy, headers: { 'Content-Security-Policy': "default-src 'self'" } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
  },
}))
