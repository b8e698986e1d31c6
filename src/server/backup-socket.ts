import { chmodSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { resolve } from 'node:path'
import type { Database } from './db/database.ts'

/**
 * The server's side of `npm run backup` (backup.ts): its own module, so main.ts does not load the
 * command's (which runs when its file is the process's main module: in the built server, where every
 * module is main.js, it would run inside the server).
 */

export const BACKUP_SOCKET = 'backup.sock'

/** Answers backup requests on the data folder's socket (main.ts, embedded engine only). */
export function serveBackups(database: Database, dataDir: string): Server {
  const path = resolve(dataDir, BACKUP_SOCKET)
  rmSync(path, { force: true })
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end()
      return
    }
    const dump = database.dump()
    if (!dump) {
      res.writeHead(501).end()
      return
    }
    dump.then(
      async (blob) => {
        res.writeHead(200, { 'Content-Type': 'application/gzip' })
        res.end(Buffer.from(await blob.arrayBuffer()))
      },
      (err: unknown) => {
        console.error('A backup failed:', err)
        res.writeHead(500).end(String(err))
      },
    )
  })
  server.listen(path, () => chmodSync(path, 0o600))
  server.unref()
  return server
}
