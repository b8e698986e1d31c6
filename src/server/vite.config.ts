import { cpSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'vite'

/**
 * The built server (`npm run build:server`, part of `npm run build` and `npm start`): src/server/main.ts
 * and every module it imports, as plain JavaScript in one file, `build/server/main.js`, which `node`
 * runs without tsx (whose loader and TypeScript transform took most of the start-up: e2e/bench/README.md).
 * The server's own code and the pure-JavaScript packages it needs at every start (Hono, Kysely, altcha-lib)
 * are bundled: one file instead of hundreds (Kysely alone is about 400 modules). The others stay in
 * node_modules: PGlite (its WebAssembly and data files sit beside its code), and pg, Stripe, nodemailer
 * and web-push, which the server imports only when it uses them. The migrations are copied beside it
 * (paths.ts). tsx still runs the sources: `npm run api`, the tests and the other commands.
 */

const root = resolve(import.meta.dirname, '..', '..')
const outDir = resolve(root, 'build', 'server')

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  ssr: { target: 'node', noExternal: ['hono', '@hono/node-server', 'kysely', 'altcha-lib'] },
  build: {
    ssr: resolve(root, 'src/server/main.ts'),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
  plugins: [
    {
      name: 'volta-server-migrations',
      writeBundle() {
        const to = resolve(outDir, 'db', 'migrations')
        rmSync(to, { recursive: true, force: true })
        cpSync(resolve(root, 'src/server/db/migrations'), to, { recursive: true })
      },
    },
  ],
})
