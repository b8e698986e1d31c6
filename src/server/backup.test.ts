// @vitest-environment node
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { serveBackups } from './backup-socket.ts'
import { backup, requestBackup, restore } from './backup.ts'
import { DB_DIR } from './data-folder.ts'
import { openDatabase } from './db/database.ts'
import { tempDirs } from './process-testing.ts'

/** Issue 48: `npm run backup` copies the embedded database while the server uses it; `--restore` puts a copy back. */

const dirs = tempDirs()
afterAll(dirs.removeAll)

const place = (id: string) => ({ id, doc: JSON.stringify({ _id: id, names: { en: id, fr: id, pl: id } }) })

describe('backups of the embedded database', () => {
  it('copies it while it serves (asked over the folder socket), and the copy restores to what was committed', async () => {
    const dir = dirs.make()
    const database = await openDatabase({ dir: join(dir, DB_DIR) })
    await database.db.insertInto('locations').values(place('before-backup')).execute()
    const socket = serveBackups(database, dir)
    await new Promise((resolve) => socket.once('listening', resolve))
    const copy = await requestBackup(dir)
    expect(copy).not.toBeNull()
    // Written after the copy: not in it.
    await database.db.insertInto('locations').values(place('after-backup')).execute()
    socket.close()
    await database.close()

    const file = join(dir, 'copy.tar.gz')
    writeFileSync(file, copy!)
    const kept = await restore(dir, file)
    expect(kept && existsSync(kept)).toBe(true)
    const restored = await openDatabase({ dir: join(dir, DB_DIR) })
    const ids = (await restored.db.selectFrom('locations').select('id').execute()).map((r) => r.id)
    expect(ids).toContain('before-backup')
    expect(ids).not.toContain('after-backup')
    await restored.close()
  })

  it('opens the folder itself when no server answers, with the same copy', async () => {
    const dir = dirs.make()
    const database = await openDatabase({ dir: join(dir, DB_DIR) })
    await database.db.insertInto('locations').values(place('kept')).execute()
    await database.close()
    expect(await requestBackup(dir)).toBeNull()
    const copy = await backup(dir)
    expect(copy.length).toBeGreaterThan(1000)
  })
})
