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
// The built app renders with Preact through its React compatibility layer: the same components,
// hooks, react-router and TanStack Query, for about 4 KB gzipped instead of react-dom's 60 KB,
// which is what keeps the home page under its 100 KB budget on a slow phone connection
// (docs/performance-web.txt). The Playwright suite runs this build; component tests (mode
// "test") run on React itself, whose API is the one the code is written against.
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

const libraries =
  /node_modules\/(?!(react-hook-form|zod|@hookform)\/)(?!.*\/(useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$)/
const shell =
  /\/src\/(app|lib|api|components)\/(?!form\/(?!focusField)|Pagination|MemberCard)(?!.*\.mr\.ts$)(?!.*\/member\/)(?!validation\.ts|sessionHooks\.ts|liveEvents\.ts|SiteRoutes\.tsx|RequireAuth\.tsx|client\.ts)/

const liveUpdates = /\/src\/features\/(notifications\/(liveUpdates|notificationText|bellI18n)|messages\/api\/cache)\.ts$/

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: { alias: mode === 'production' ? [...reactRouterProduction, ...preactCompat] : mode === 'test' ? [] : preactCompat },
  build: {
    outDir: 'dist',
    // The CSP is `default-src 'self'`: data: URIs for small assets would be blocked.
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
    // Read by scripts/measure-home-bundle.mjs to find exactly what the home page loads.
    manifest: true,
    // Every browser we target preloads modules natively; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Few, larger chunks compress better than many tiny ones (see PERFORMANCE.txt).
        advancedChunks: {
          // One chunk for the libraries and the shell the home page needs: one file compresses
          // better than two (120.0 KB against 120.65 KB gzipped, measured with npm run size),
          // which matters more on a first visit over a slow network than a smaller download
          // after an app-only release. Libraries only member screens use (forms, TanStack's
          // mutations and paged queries) stay in their lazy chunks, and so do the Marathi strings
          // (.mr), form helpers, member cards, the logged-in member's header (…/member/…), the
          // live event stream (liveEvents), session actions (sessionHooks) and the route table
          // of every page but home (SiteRoutes).
          // What the member header (bell, messages link) shares with the notifications and
          // messages pages is one chunk: each shared chunk is one more entry in the entry's
          // preload list, which the home page downloads (119.99 KB with one, 120.01 with three).
          groups: [
            { name: 'base', test: (id: string) => libraries.test(id) || shell.test(id) },
            { name: 'liveUpdates', test: (id: string) => liveUpdates.test(id) },
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
