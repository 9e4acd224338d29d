// Sums the gzip size of every JavaScript chunk the home page loads: the entry, everything it
// imports statically, the home route's lazy chunk with its static imports, and what the page
// renders lazily without being asked (the quick search, after the hero has painted). Chunks that only
// Marathi readers fetch are reported separately. Run after `npm run build`.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const DIST = new URL('../dist/', import.meta.url)
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8'))
const HOME_ROUTE = 'src/features/home/routes/HomeRoute.tsx'
const RENDERED_LAZILY = ['src/features/home/components/QuickSearchForm.tsx']
// Both languages must fit: a Marathi reader downloads the Marathi strings of the page too.
const BUDGET_KB = 100

function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into
  into.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, into)
  return into
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
const englishChunks = new Set([entry, HOME_ROUTE, ...RENDERED_LAZILY].flatMap((key) => [...staticClosure(key)]))
const marathiChunks = new Set()
for (const key of englishChunks) {
  for (const lazy of manifest[key].dynamicImports ?? []) {
    if (lazy.endsWith('.mr.ts')) for (const chunk of staticClosure(lazy)) marathiChunks.add(chunk)
  }
}

const gzipKb = (key) => gzipSync(readFileSync(new URL(manifest[key].file, DIST)), { level: 9 }).length / 1024
const rows = [...englishChunks].map((key) => [manifest[key].file, gzipKb(key)]).sort((a, b) => b[1] - a[1])
const english = rows.reduce((sum, [, kb]) => sum + kb, 0)
const marathiExtra = [...marathiChunks].filter((key) => !englishChunks.has(key)).reduce((sum, key) => sum + gzipKb(key), 0)

for (const [file, kb] of rows) console.log(`${kb.toFixed(2).padStart(8)} KB  ${file}`)
console.log(`${english.toFixed(2).padStart(8)} KB  total, home page in English (budget ${BUDGET_KB} KB)`)
const marathi = english + marathiExtra
console.log(`${marathi.toFixed(2).padStart(8)} KB  total, home page in Marathi (+${marathiExtra.toFixed(2)} KB of Marathi strings; budget ${BUDGET_KB} KB)`)
if (english > BUDGET_KB || marathi > BUDGET_KB) {
  console.error(`the home page is over its ${BUDGET_KB} KB budget`)
  process.exitCode = 1
}
