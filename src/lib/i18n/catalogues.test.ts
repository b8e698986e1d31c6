// @vitest-environment node
/**
 * The translation catalogues are complete and consistent: every message is translated
 * into pl, fr and en, nothing is left in English by mistake, placeholders match, Polish
 * plurals carry all their categories, and `lingui extract` would not change the set of
 * messages (the catalogues are up to date with the code).
 */
import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../../..')
const LANGS = ['pl', 'fr', 'en'] as const
type Lang = (typeof LANGS)[number]

/**
 * Messages whose Polish or French text may equally be the English one. Keep it short:
 * each entry is a word that is genuinely the same in that language (or a brand, a unit
 * or a pure placeholder pattern).
 */
const SAME_AS_ENGLISH: Record<'pl' | 'fr', readonly string[]> = {
  pl: [
    'Volta', // brand
    'Diesel', // the same word in Polish
    'Status', // the same word in Polish
    'price.inPLN', // a payment's amount in its own currency: a placeholder and a currency code (issue 47)
    'price.inMAD', // the same, in dirhams (DH)
    '{0} km', // a distance: a placeholder and a unit (issue 49)
  ],
  fr: [
    'Volta', // brand
    'price.inPLN', // a payment's amount in its own currency: a placeholder and a currency code (issue 47)
    'price.inMAD', // the same, in dirhams (DH)
    '{0} km', // a distance: a placeholder and a unit (issue 49)
    'Photos', // the same word in French
    '{title}, photo {0}', // the same words in French (a handover photo's name)
    'Contact', // the same word in French
    'Notifications', // the same word in French
    'Diesel', // the same word in French
    'Pagination', // the same word in French
    'Total', // the same word in French
    'Dates', // the same word in French
    'Actions', // the same word in French (bookings table header)
    'Captcha', // the same word in French
    'Message', // the same word in French
    'Options', // the same word in French
    'Type', // the same word in French
    'Latitude', // the same word in French (the place form)
    'Longitude', // the same word in French (the place form)
    'price.amount', // "{amount} DH": French and English both use DH
    'price.currency', // "DH", as in English
  ],
}

interface Message {
  /** msgid: the English text, or an explicit id (then the English text is en's msgstr). */
  id: string
  explicitId: boolean
  text: Record<Lang, string>
}

function load(): Map<string, Message> {
  const byLang = Object.fromEntries(
    LANGS.map((lang) => [lang, PO.parse(readFileSync(join(root, 'locales', lang, 'messages.po'), 'utf8'))]),
  ) as Record<Lang, PO>
  const messages = new Map<string, Message>()
  for (const lang of LANGS) {
    for (const item of byLang[lang].items) {
      if (item.obsolete) continue
      const key = item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid
      let m = messages.get(key)
      if (!m) {
        m = { id: item.msgid, explicitId: item.extractedComments.includes('js-lingui-explicit-id'), text: { pl: '', fr: '', en: '' } }
        messages.set(key, m)
      }
      m.text[lang] = item.msgstr.join('')
    }
  }
  return messages
}

/** The English source of a message: its msgid, or for an explicit id the English translation. */
const sourceOf = (m: Message): string => (m.explicitId ? m.text.en : m.id)

// ---------------------------------------------------------------- a small ICU reader

interface Icu {
  /** Argument names ({name}, {name, number}, {n, plural, ...}). */
  args: Set<string>
  /** Every plural/selectordinal: its argument and its case keys. */
  plurals: { arg: string; cases: string[] }[]
}

/** Reads the arguments and plural cases of an ICU MessageFormat string (enough for our catalogues). */
export function readIcu(message: string): Icu {
  const out: Icu = { args: new Set(), plurals: [] }
  let i = 0
  const fail = (why: string): never => {
    throw new Error(`${why} at ${i} in ${JSON.stringify(message)}`)
  }
  const ws = () => {
    while (i < message.length && /\s/.test(message[i])) i++
  }
  const readUntil = (stop: RegExp): string => {
    const start = i
    while (i < message.length && !stop.test(message[i])) i++
    return message.slice(start, i).trim()
  }
  // Text up to the closing brace of the enclosing argument (or the end).
  const text = (nested: boolean, inPlural: boolean): void => {
    while (i < message.length) {
      const c = message[i]
      if (c === "'") {
        const next = message[i + 1]
        if (next === "'") i += 2
        else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = message.indexOf("'", i + 1)
          i = end < 0 ? message.length : end + 1
        } else i++
      } else if (c === '{') {
        i++
        argument()
      } else if (c === '}') {
        if (!nested) fail('Unbalanced }')
        return
      } else i++
    }
    if (nested) fail('Missing }')
  }
  const argument = (): void => {
    ws()
    const name = readUntil(/[,}]/)
    if (!name) fail('Empty argument')
    out.args.add(name)
    if (message[i] === '}') {
      i++
      return
    }
    i++ // ','
    const type = readUntil(/[,}]/)
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      if (message[i] !== ',') fail(`${type} without cases`)
      i++
      const cases: string[] = []
      for (;;) {
        ws()
        if (message[i] === '}') {
          i++
          break
        }
        const key = readUntil(/[{}\s]/)
        ws()
        if (key.startsWith('offset:')) continue
        if (message[i] !== '{') fail(`Case ${key} without a message`)
        i++
        text(true, type !== 'select')
        i++ // '}'
        cases.push(key)
      }
      if (type !== 'select') out.plurals.push({ arg: name, cases })
    } else {
      // number, date, time... with an optional style: skip to the matching brace.
      let depth = 1
      while (i < message.length && depth > 0) {
        if (message[i] === '{') depth++
        else if (message[i] === '}') depth--
        i++
      }
      if (depth > 0) fail('Missing }')
    }
  }
  text(false, false)
  return out
}

const sorted = (s: Set<string>) => [...s].sort()

// ---------------------------------------------------------------- tests

const messages = load()
const all = [...messages.values()]

describe('ICU reader', () => {
  it('reads arguments, plurals and escapes', () => {
    const icu = readIcu("{days, plural, one {# dzień ({price})} few {# dni} many {# dni} other {# dnia}} l''été '{literal}' {name}")
    expect(sorted(icu.args)).toEqual(['days', 'name', 'price'])
    expect(icu.plurals).toEqual([{ arg: 'days', cases: ['one', 'few', 'many', 'other'] }])
    expect(sorted(readIcu('{when, date, short} {n, number}').args)).toEqual(['n', 'when'])
    expect(() => readIcu('{oops')).toThrow(/Missing/)
  })
})

describe('catalogues', () => {
  it('have messages', () => {
    expect(all.length).toBeGreaterThan(10)
  })

  it('translate every message into pl, fr and en', () => {
    const missing = all.flatMap((m) => LANGS.filter((lang) => m.text[lang].trim() === '').map((lang) => `${lang}: ${JSON.stringify(m.id)}`))
    expect(missing, `untranslated messages (${missing.length})`).toEqual([])
  })

  it('do not leave Polish or French equal to the English source by mistake', () => {
    const same: string[] = []
    for (const m of all) {
      const source = sourceOf(m)
      for (const lang of ['pl', 'fr'] as const) {
        const text = m.text[lang]
        if (!text || text !== source) continue
        // Pure placeholders ("{name}", "{0} / {1}") have nothing to translate.
        if (!/\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''))) continue
        // A numbered heading ("7. Contact") is judged by its words.
        const words = source.replace(/^\d+\.\s*/, '')
        if (SAME_AS_ENGLISH[lang].includes(m.id) || SAME_AS_ENGLISH[lang].includes(words)) continue
        same.push(`${lang}: ${JSON.stringify(m.id)}`)
      }
    }
    expect(same, 'left in English (translate, or add to SAME_AS_ENGLISH with a reason)').toEqual([])
  })

  it('keep the placeholders of the source in every translation', () => {
    const wrong: string[] = []
    for (const m of all) {
      const source = readIcu(sourceOf(m))
      for (const lang of LANGS) {
        if (!m.text[lang]) continue
        let got: Icu
        try {
          got = readIcu(m.text[lang])
        } catch (err) {
          wrong.push(`${lang}: ${JSON.stringify(m.id)}: ${(err as Error).message}`)
          continue
        }
        if (sorted(got.args).join() !== sorted(source.args).join()) {
          wrong.push(
            `${lang}: ${JSON.stringify(m.id)} has {${sorted(got.args).join('}, {')}}, the source {${sorted(source.args).join('}, {')}}`,
          )
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('give Polish plurals the one, few, many and other forms', () => {
    const wrong: string[] = []
    for (const m of all) {
      if (!m.text.pl) continue
      for (const p of readIcu(m.text.pl).plurals) {
        const lacking = ['one', 'few', 'many', 'other'].filter((c) => !p.cases.includes(c))
        if (lacking.length) wrong.push(`${JSON.stringify(m.id)}: {${p.arg}} lacks ${lacking.join(', ')}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('give French and English plurals the one and other forms', () => {
    const wrong: string[] = []
    for (const m of all) {
      for (const lang of ['fr', 'en'] as const) {
        if (!m.text[lang]) continue
        for (const p of readIcu(m.text[lang]).plurals) {
          const lacking = ['one', 'other'].filter((c) => !p.cases.includes(c))
          if (lacking.length) wrong.push(`${lang}: ${JSON.stringify(m.id)}: {${p.arg}} lacks ${lacking.join(', ')}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('are up to date with the code (lingui extract changes no message)', { timeout: 60_000 }, async () => {
    // Extract into copies, with the project's config pointed at a temporary catalogue path.
    // The temporary config lives under node_modules/.cache so its imports resolve.
    const cache = join(root, 'node_modules', '.cache')
    mkdirSync(cache, { recursive: true })
    const tmp = mkdtempSync(join(cache, 'volta-catalogue-check-'))
    try {
      for (const lang of LANGS) {
        mkdirSync(join(tmp, lang))
        copyFileSync(join(root, 'locales', lang, 'messages.po'), join(tmp, lang, 'messages.po'))
      }
      const config = join(tmp, 'lingui.config.mjs')
      writeFileSync(
        config,
        `import base from ${JSON.stringify(join(root, 'lingui.config.ts'))}
export default {
  ...base,
  rootDir: ${JSON.stringify(root)},
  catalogs: base.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(join(tmp, '{locale}', 'messages'))} })),
}
`,
      )
      await promisify(execFile)(
        join(root, 'node_modules', '.bin', 'lingui'),
        ['extract', '--clean', '--workers', '1', '--config', config],
        { cwd: root },
      )
      for (const lang of LANGS) {
        const ids = (file: string) =>
          PO.parse(readFileSync(file, 'utf8'))
            .items.filter((i) => !i.obsolete)
            .map((i) => (i.msgctxt ? `${i.msgctxt}\u0004${i.msgid}` : i.msgid))
            .sort()
        const before = ids(join(root, 'locales', lang, 'messages.po'))
        const after = ids(join(tmp, lang, 'messages.po'))
        const added = after.filter((id) => !before.includes(id))
        const removed = before.filter((id) => !after.includes(id))
        expect({ lang, added, removed }, 'run `npm run extract` (then translate)').toEqual({ lang, added: [], removed: [] })
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true })
    }
  })
})
