/**
 * Fills Polish and French translations into the Lingui catalogues.
 *
 *   npx tsx e2e/tools/po-set.ts translations.json
 *
 * translations.json maps each English source text (the msgid; for messages with
 * an explicit id, that id) to { "pl": "...", "fr": "..." }. The tool first runs
 * `lingui extract` so new messages exist, then writes the translations. Several
 * people may run it at once: a lock directory serialises them.
 */
import { execSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import PO from 'pofile'

const root = resolve(import.meta.dirname, '../..')
const lock = resolve(root, 'node_modules/.po-set.lock')

function acquire(): void {
  const started = Date.now()
  for (;;) {
    try {
      mkdirSync(lock)
      return
    } catch {
      if (Date.now() - started > 120_000) throw new Error(`Could not take ${lock}; remove it if no po-set is running.`)
      execSync('sleep 0.3')
    }
  }
}

type Table = Record<string, { pl?: string; fr?: string }>

function main(): void {
  const file = process.argv[2]
  if (!file) throw new Error('usage: po-set.ts translations.json')
  const table = JSON.parse(readFileSync(file, 'utf8')) as Table
  acquire()
  try {
    execSync('npx lingui extract', { cwd: root, stdio: 'ignore' })
    for (const lang of ['pl', 'fr'] as const) {
      const path = resolve(root, `locales/${lang}/messages.po`)
      const po = PO.parse(readFileSync(path, 'utf8'))
      let set = 0
      const missing: string[] = []
      for (const [msgid, tr] of Object.entries(table)) {
        const value = tr[lang]
        if (value === undefined) continue
        const item = po.items.find((i) => i.msgid === msgid)
        if (!item) {
          missing.push(msgid)
          continue
        }
        item.msgstr = [value]
        set++
      }
      writeFileSync(path, po.toString() + '\n')
      console.log(
        `${lang}: ${set} set${missing.length ? `; not in the catalogue (check the text): ${missing.map((m) => JSON.stringify(m)).join(', ')}` : ''}`,
      )
    }
    const untranslated = execSync('npx lingui extract 2>&1', { cwd: root }).toString()
    console.log(
      untranslated
        .split('\n')
        .filter((l) => /│/.test(l))
        .join('\n'),
    )
  } finally {
    rmdirSync(lock)
  }
}

main()
