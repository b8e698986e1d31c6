/**
 * Polish plural forms through the real compiled catalogues: 1 dzień, 2 dni, 5 dni, 22 dni;
 * 1 samochód, 2 samochody, 5 samochodów; 1 rezerwacja, 2 rezerwacje, 5 rezerwacji.
 * The messages are found in the English catalogue by their ICU shape, so the test follows
 * whatever the screens say around the count.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import PO from 'pofile'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from './i18n'

const en = PO.parse(readFileSync(resolve(__dirname, '../../../locales/en/messages.po'), 'utf8')).items.filter((i) => !i.obsolete)

/** The first message that is a plural of a count whose English "one" form counts `word` ("# word"). */
function pluralMessage(word: RegExp): { id: string; arg: string; extra: string[] } | undefined {
  for (const item of en) {
    const source = item.extractedComments.includes('js-lingui-explicit-id') ? item.msgstr.join('') : item.msgid
    const m = /^\{(\w+), plural,/.exec(source)
    if (!m) continue
    const one = /\bone \{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/.exec(source)?.[1] ?? ''
    if (!word.test(one)) continue
    const id = item.extractedComments.includes('js-lingui-explicit-id')
      ? item.msgid
      : generateMessageId(item.msgid, item.msgctxt ?? undefined)
    const extra = [...source.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).filter((a) => a !== m[1])
    return { id, arg: m[1], extra }
  }
  return undefined
}

/** The message rendered in Polish for `n`, reduced to the count and the word after it. */
function render(msg: { id: string; arg: string; extra: string[] }, n: number): string {
  const values: Record<string, unknown> = { [msg.arg]: n }
  for (const e of msg.extra) values[e] = `‹${e}›`
  return i18n._(msg.id, values)
}

/** "<n> <word>" as it appears in the rendered text (the word right after the number). */
function countAndWord(text: string, n: number): string {
  const m = new RegExp(`(?:^|\\D)(${n})\\s+([\\p{L}]+)`, 'u').exec(text)
  return m ? `${m[1]} ${m[2]}` : text
}

const days = pluralMessage(/# day\b/)
const cars = pluralMessage(/# car\b/)
const bookings = pluralMessage(/# booking\b/)

describe('Polish plurals', () => {
  beforeAll(async () => {
    await activateLanguage('pl')
  })

  it('has a plural message for a number of days', () => {
    expect(days, 'a {days, plural, one {# day} …} message in locales/en/messages.po').toBeDefined()
  })

  it('days: 1 dzień, 2 dni, 5 dni, 22 dni', () => {
    expect([1, 2, 5, 22, 0, 12].map((n) => countAndWord(render(days!, n), n))).toEqual([
      '1 dzień',
      '2 dni',
      '5 dni',
      '22 dni',
      '0 dni',
      '12 dni',
    ])
  })

  it('has plural messages for numbers of cars and bookings', () => {
    expect(cars, 'a "# car" plural message').toBeDefined()
    expect(bookings, 'a "# booking" plural message').toBeDefined()
  })

  it('cars: 1 samochód, 2 samochody, 5 samochodów, 22 samochody', () => {
    expect([1, 2, 5, 22, 12].map((n) => countAndWord(render(cars!, n), n))).toEqual([
      '1 samochód',
      '2 samochody',
      '5 samochodów',
      '22 samochody',
      '12 samochodów',
    ])
  })

  it('bookings: 1 rezerwacja, 2 rezerwacje, 5 rezerwacji, 22 rezerwacje', () => {
    expect([1, 2, 5, 22, 12].map((n) => countAndWord(render(bookings!, n), n))).toEqual([
      '1 rezerwacja',
      '2 rezerwacje',
      '5 rezerwacji',
      '22 rezerwacje',
      '12 rezerwacji',
    ])
  })
})
