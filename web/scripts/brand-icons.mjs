// Draws the installed app's PNG icons (public/icons/) from the brand mark in public/favicon.svg:
// the web app manifests (public/manifest*.webmanifest) list them, and a launcher needs bitmaps
// at 192 and 512 pixels. The "maskable" ones put the two rings on a full-bleed maroon square
// with the mark inside the middle 80% the launchers may crop to (the W3C manifest's safe zone),
// where the plain ones keep the favicon's rounded square on transparency.
// Debian's Chromium renders the SVG, so the icons come from the one source of the brand and
// nothing new is installed. Run after changing favicon.svg: `node scripts/brand-icons.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const PUBLIC = new URL('../public/', import.meta.url)
const mark = readFileSync(new URL('favicon.svg', PUBLIC), 'utf8')
const maroon = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1]
if (!maroon) throw new Error('brand-icons: favicon.svg has no filled background rectangle; has its shape changed?')

// The rings alone (the favicon without its rounded background), scaled into the safe zone.
const rings = mark.replace(/<rect[^>]*\/>/, '')
const maskable = rings.replace(
  /<svg([^>]*)>/,
  `<svg$1><rect width="48" height="48" fill="${maroon}"/><g transform="translate(24 24) scale(0.72) translate(-24 -24)">`,
).replace('</svg>', '</g></svg>')

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-192.png', size: 192, svg: maskable },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
]

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`)
    writeFileSync(new URL(`icons/${file}`, PUBLIC), await page.screenshot({ omitBackground: true }))
    await page.close()
    console.log(`brand-icons: icons/${file} (${size}×${size})`)
  }
} finally {
  await browser.close()
}
