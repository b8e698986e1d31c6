import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DB_DIR, lockFolder, unlockFolder } from './data-folder.ts'
import { openDatabase, type Database } from './db/database.ts'
import { Repo } from './db/repo.ts'
import { hashPassword, productionCostOnly } from './password.ts'
import { isLanguage, type UserRecord } from './types.ts'
import { isEmail } from './validate.ts'

/**
 * `npm run create-admin -- --email you@example.com [--name "Full Name"] [--language en|fr|pl] [--data-dir DIR | --database-url URL]`
 * (issue 37): creates the operator account in the database, verified and active: the embedded one
 * of the data folder, or a PostgreSQL server's (--database-url / BC_DATABASE_URL). The password
 * comes from BC_ADMIN_PASSWORD, or is asked twice on the terminal; a weak one is refused. With the
 * embedded database, run it while the server is stopped (the folder is locked while it runs); a
 * server's database may be in use. Running it again for an existing admin changes nothing.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const ADMIN_PASSWORD_MIN_LENGTH = 12
const COMMON = ['password', 'admin', 'qwerty', 'azerty', 'letmein', 'welcome', '123456', 'volta', 'changeme']

/** Why a password is too weak for the operator account, or null when it will do. */
export function weakPassword(password: string, email: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `at least ${ADMIN_PASSWORD_MIN_LENGTH} characters are needed`
  if (password.length > 200) return 'at most 200 characters'
  const lower = password.toLowerCase()
  const local = email.split('@')[0].toLowerCase()
  if (local.length >= 4 && lower.includes(local)) return 'it contains the email address'
  if (new Set(lower).size < 5) return 'it repeats too few characters'
  if (COMMON.some((word) => lower.replace(/[^a-z0-9]/g, '').startsWith(word) && lower.length - word.length < 6))
    return 'it is a common password'
  return null
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput.bind(rl)
  let muted = false
  ;(rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
    if (!muted) write(s)
  }
  return new Promise((resolveAnswer) => {
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolveAnswer(answer)
    })
    muted = true
  })
}

async function readPassword(email: string): Promise<string> {
  const given = process.env.BC_ADMIN_PASSWORD
  if (given !== undefined) return given
  if (!process.stdin.isTTY) fail('No password: set BC_ADMIN_PASSWORD, or run the command in a terminal to be asked for one.')
  for (;;) {
    const first = await askHidden(`Password for ${email} (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters): `)
    const weak = weakPassword(first, email)
    if (weak) {
      console.log(`Too weak: ${weak}.`)
      continue
    }
    if ((await askHidden('The same password again: ')) === first) return first
    console.log('The two passwords differ.')
  }
}

async function main(): Promise<void> {
  // An operator's real account: always the production cost (password.ts).
  productionCostOnly()
  let values
  try {
    values = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        language: { type: 'string' },
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
      },
    }).values
  } catch (err) {
    fail(
      `${err instanceof Error ? err.message : String(err)}\nUsage: npm run create-admin -- --email you@example.com [--name "Full Name"] [--language en|fr|pl] [--data-dir DIR | --database-url URL]`,
    )
  }
  const email = values.email?.trim().toLowerCase() ?? ''
  if (!isEmail(email)) fail("Give the admin's email: npm run create-admin -- --email you@example.com")
  const language = values.language ?? 'en'
  if (!isLanguage(language)) fail('--language must be en, fr or pl.')
  const databaseUrl = values['database-url'] ?? process.env.BC_DATABASE_URL?.trim() ?? ''
  const dir = resolve(values['data-dir'] ?? process.env.BC_DATA_DIR ?? resolve(repoRoot, '.data'))
  let where = dir
  if (databaseUrl) {
    try {
      // Named without its password.
      const url = new URL(databaseUrl)
      where = `PostgreSQL server ${url.host}${url.pathname}`
    } catch {
      fail('--database-url must be a URL: postgres://user:password@host:5432/database')
    }
  }

  const password = await readPassword(email)
  const weak = weakPassword(password, email)
  if (weak) fail(`The password is too weak: ${weak}.`)

  let database: Database
  let locked = false
  try {
    if (databaseUrl) {
      database = await openDatabase({ url: databaseUrl, poolSize: 1 })
    } else {
      mkdirSync(dir, { recursive: true })
      lockFolder(dir)
      locked = true
      // A new database starts empty (migrated, no sample data), as the production start would make it.
      database = await openDatabase({ dir: resolve(dir, DB_DIR) })
    }
  } catch (err) {
    if (locked) unlockFolder(dir)
    fail(`${err instanceof Error ? err.message : String(err)}\nNothing was changed.`)
  }
  const close = async () => {
    await database.close()
    if (!databaseUrl) unlockFolder(dir)
  }
  const repo = new Repo(database.db, () => new Date())
  let existing: UserRecord | undefined
  try {
    existing = await repo.users.byEmail(email)
    await repo.finish(true)
  } catch (err) {
    await repo.finish(false)
    await close()
    fail(`${err instanceof Error ? err.message : String(err)}\nNothing was changed.`)
  }
  if (existing) {
    await close()
    if (existing.type !== 'admin')
      fail(`${email} already has a ${existing.type === 'company' ? 'supplier' : 'driver'} account: pick another email.`)
    console.log(`${email} is already an admin in ${where}; nothing changed.`)
    return
  }
  const admin: UserRecord = {
    _id: repo.nextId('user'),
    email,
    fullName: values.name?.trim() || 'Admin',
    avatar: null,
    type: 'admin',
    language,
    enableEmailNotifications: true,
    verified: true,
    blacklisted: false,
    active: true,
    passwordHash: await hashPassword(password),
    payLater: false,
    createdAt: new Date(),
  }
  try {
    await repo.users.put(admin)
    await repo.finish(true)
  } catch (err) {
    await repo.finish(false)
    await close()
    // Another process may have given the email an account meanwhile (emails are unique).
    fail(`${err instanceof Error ? err.message : String(err)}\nNothing was changed.`)
  }
  await close()
  console.log(`Admin ${email} created in ${where}. Start the server and sign in at /supplier/sign-in.`)
}

await main()
