/**
 * Prints the Content-Security-Policy for a built index.html (the hashes of its inline
 * scripts change with each build), for a web server other than the bundled one:
 *
 *   npx tsx e2e/tools/csp.ts [dist/index.html]
 *
 * img-src names the map tiles' origin: run it with the VITE_BC_MAP_TILES the app was built with
 * (OpenStreetMap's when unset).
 */
import { readFileSync } from 'node:fs'
import { contentSecurityPolicy } from '../../src/server/static.ts'

console.log(contentSecurityPolicy(readFileSync(process.argv[2] ?? 'dist/index.html', 'utf8')))
