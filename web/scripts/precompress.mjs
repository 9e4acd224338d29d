// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the Go
// server sends the first load compressed without compressing anything per request
// (adapters/httpapi/spa.go picks the copy the browser accepts). A copy that would not be
// smaller is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const DIST = new URL('../dist/', import.meta.url).pathname
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/
const MIN_BYTES = 512

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

let written = 0
for (const path of files(DIST)) {
  if (!TEXT.test(path) || statSync(path).size < MIN_BYTES) continue
  const raw = readFileSync(path)
  const copies = {
    '.br': brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    '.gz': gzipSync(raw, { level: 9 }),
  }
  for (const [suffix, data] of Object.entries(copies)) {
    if (data.length < raw.length) {
      writeFileSync(path + suffix, data)
      written++
    }
  }
}
console.log(`precompressed: ${written} files (brotli and gzip) in dist/`)
