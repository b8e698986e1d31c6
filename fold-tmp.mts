import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { foldText } from './src/server/validate.ts'
const MARKS = '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]'
const fold = (coll: string) => `replace(replace(replace(translate(regexp_replace(normalize(lower($1::text ${coll}), NFD), '${MARKS}', '', 'g'), 'łđøı', 'ldoi'), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe')`
const chars: string[] = []
for (let c = 0x20; c < 0x10000; c++) { if (c >= 0xd800 && c < 0xe000) continue; chars.push(String.fromCodePoint(c)) }
chars.push('ΣΑΣ', 'İstanbul', 'ΟΔΟΣ')
async function run(name: string, q: (sql: string, params: unknown[]) => Promise<any[]>) {
  for (const coll of ['', 'COLLATE "C.utf8"', 'COLLATE "und-x-icu"']) {
    try {
      const rows = await q(`SELECT x, ${fold(coll).replaceAll('$1', 'x')} AS f FROM unnest($1::text[]) AS x`, [chars])
      const bad = rows.filter((r) => r.f !== foldText(r.x))
      console.log(name, coll || 'default', 'mismatches', bad.length, bad.slice(0, 12).map((r) => `${r.x}(${r.x.codePointAt(0).toString(16)})→${r.f}|${foldText(r.x)}`).join(' '))
    } catch (e) { console.log(name, coll, 'ERR', (e as Error).message) }
  }
}
const p = await PGlite.create()
await run('pglite', async (s, params) => (await p.query(s, params)).rows as any[])
const c = new pg.Client('postgres://postgres@127.0.0.1:5499/postgres'); await c.connect()
await run('pg15', async (s, params) => (await c.query(s, params)).rows)
await c.end()
