import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { carPriceSchema } from '../../lib/api/entities'
import { renderWithI18n } from '../../test/i18n'
import { PriceBreakdown } from './PriceBreakdown'

afterEach(cleanup)

const breakdown = {
  dailyPrice: 171,
  discount: { days: 3, percentage: 5 },
  rental: 855,
  options: { cancellation: 60, collisionDamageWaiver: 90 },
}

function lines(): { text: string; amount: number }[] {
  return screen
    .getAllByTestId('breakdown-line')
    .map((el) => ({ text: el.textContent ?? '', amount: Number(el.getAttribute('data-amount')) }))
}

describe('PriceBreakdown', () => {
  it('shows days × the daily price with the discount, each extra once or per day, and the server total, in Polish', async () => {
    await renderWithI18n(<PriceBreakdown breakdown={breakdown} days={5} totalPrice={1005} />, 'pl')
    const [rental, cancellation, cdw] = lines()
    expect(rental.text).toMatch(/^5 dni × 171\sPLN/)
    expect(rental.text).toContain('5%')
    expect(rental.text).toMatch(/855\sPLN$/)
    expect(cancellation.text).toMatch(/jednorazowo/)
    expect(cdw.text).toMatch(/za dzień/)
    expect(lines().reduce((a, l) => a + l.amount, 0)).toBe(1005)
    expect(screen.getByTestId('breakdown-total').textContent).toMatch(/1005\sPLN$/)
  })

  it('uses DH and French plurals, and can leave the total to the screen', async () => {
    await renderWithI18n(<PriceBreakdown breakdown={{ ...breakdown, options: {} }} days={1} totalPrice={855} withoutTotal />, 'fr')
    expect(lines()[0].text).toMatch(/^1 jour × 171\sDH/)
    expect(screen.queryByTestId('breakdown-total')).toBeNull()
  })
})

describe('the price reply', () => {
  it('keeps a breakdown that adds up to the total', () => {
    expect(carPriceSchema({ totalPrice: 1005, days: 5, breakdown }).breakdown).toEqual(breakdown)
  })

  it('drops a breakdown that does not add up, or is malformed, and keeps the total', () => {
    expect(carPriceSchema({ totalPrice: 999, days: 5, breakdown })).toEqual({ totalPrice: 999, days: 5 })
    expect(carPriceSchema({ totalPrice: 1005, days: 5, breakdown: { rental: 'lots' } })).toEqual({ totalPrice: 1005, days: 5 })
    expect(carPriceSchema({ totalPrice: 1005, days: 5 })).toEqual({ totalPrice: 1005, days: 5 })
  })
})
