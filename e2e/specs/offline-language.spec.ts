/**
 * Issue 52, part 1: offline, a reading page opens in the language its URL asks for (`l` first, the
 * product spec's language rule), also a page or a language not seen before on that page: the worker
 * precaches the three catalogues, so a language seen anywhere (or never) is there offline.
 */
import { expect, test, waitForWorkerControl } from './fixtures'

const FAQ = {
  pl: ['Pytania i odpowiedzi', 'Do czego zobowiązuje mnie rezerwacja?'],
  fr: ['Questions et réponses', 'À quoi m’engage une réservation ?'],
  en: ['Questions and answers', 'What does a booking commit me to?'],
} as const

test('offline, a reading page opens in the language of its l, also one not visited in that language', async ({ page, context }) => {
  for (const l of ['pl', 'fr', 'en'] as const) {
    await page.goto(`/faq?l=${l}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FAQ[l][0])
  }
  await waitForWorkerControl(page)
  await context.setOffline(true)
  // The last language visited was English: each page still opens in the one its URL asks for.
  for (const l of ['pl', 'fr', 'en'] as const) {
    await page.goto(`/faq?l=${l}`)
    await expect(page.locator('html')).toHaveAttribute('lang', l)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FAQ[l][0])
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(FAQ[l][1].replace('’', "'"))
  }
  // Pages never opened, in a language seen elsewhere.
  const never = [
    ['/privacy?l=pl', 'pl', 'Polityka prywatności'],
    ['/cookies?l=fr', 'fr', 'Politique relative aux cookies'],
    ['/about?l=pl', 'pl', 'O Volcie'],
  ] as const
  for (const [url, lang, title] of never) {
    await page.goto(url)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  }
})
