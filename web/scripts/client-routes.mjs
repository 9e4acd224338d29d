// Writes dist/client-routes.json: the paths the SPA's router knows, read from its route table
// (src/app/SiteRoutes.tsx, plus "/" for the home route in src/app/router.tsx). The Go server
// (adapters/httpapi/spa.go) answers any other path with the app's 404 page and HTTP status 404,
// so crawlers and monitors see a missing page as missing. Keeping the list generated from the
// route table means a route added there is known to the server without a second list.
import { readFileSync, writeFileSync } from 'node:fs'

const source = readFileSync(new URL('../src/app/SiteRoutes.tsx', import.meta.url), 'utf8')
const paths = ['/']
for (const match of source.matchAll(/<Route\s+path="([^"]+)"/g)) {
  if (match[1] !== '*') paths.push('/' + match[1].replace(/^\//, ''))
}
if (paths.length < 10) {
  throw new Error(`client-routes: only ${paths.length} routes found in SiteRoutes.tsx; has its shape changed?`)
}
writeFileSync(new URL('../dist/client-routes.json', import.meta.url), JSON.stringify(paths) + '\n')
console.log(`client-routes: ${paths.length} paths`)
