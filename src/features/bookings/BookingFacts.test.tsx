import { afterEach, describe, expect, it } from 'vitest'
import { cleanup } from '@testing-library/react'
import { renderWithI18n } from '../../test/i18n'
import { BookingFacts, Fact } from './BookingFacts'

afterEach(cleanup)

const facts = {
  pickup: 'Kraków Airport',
  dropOff: 'Warszawa',
  from: '1 Jun 2030, 10:00',
  to: '4 Jun 2030, 10:00',
  days: 3,
  price: '520 DH',
}
const pairs = (dl: Element) =>
  [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, (dt.nextElementSibling as HTMLElement).innerHTML])

describe('BookingFacts', () => {
  it('compact (list cards): "time · place" on one line, the price as "Price"', async () => {
    const { container } = await renderWithI18n(<BookingFacts compact {...facts} />, 'en')
    expect(pairs(container.querySelector('dl')!)).toEqual([
      ['Pickup', '1 Jun 2030, 10:00 · Kraków Airport'],
      ['Drop-off', '4 Jun 2030, 10:00 · Warszawa'],
      ['Length', '3 days'],
      ['Price', '520 DH'],
    ])
  })

  it('full: time over place, extra facts before the "Total", price attributes', async () => {
    const { container } = await renderWithI18n(
      <BookingFacts {...facts} priceProps={{ 'aria-live': 'polite', 'data-testid': 'total' }}>
        <Fact label="Per day">173 DH</Fact>
      </BookingFacts>,
      'en',
    )
    expect(pairs(container.querySelector('dl')!)).toEqual([
      ['Pickup', '1 Jun 2030, 10:00<br>Kraków Airport'],
      ['Drop-off', '4 Jun 2030, 10:00<br>Warszawa'],
      ['Length', '3 days'],
      ['Per day', '173 DH'],
      ['Total', '520 DH'],
    ])
    expect(container.querySelector('[data-testid="total"]')!.getAttribute('aria-live')).toBe('polite')
  })

  it('placeFirst with a lead fact and its own classes (the create-booking summary), translated', async () => {
    const classes = { dl: 'L', dt: 'T', dd: 'D', total: 'X' }
    const { container } = await renderWithI18n(
      <BookingFacts
        {...facts}
        days={1}
        placeFirst
        classes={classes}
        lead={
          <Fact classes={classes} label="Supplier">
            Volta
          </Fact>
        }
      />,
      'pl',
    )
    const dl = container.querySelector('dl')!
    expect(dl.className).toBe('L')
    expect(pairs(dl)).toEqual([
      ['Supplier', 'Volta'],
      ['Odbiór', 'Kraków Airport<br>1 Jun 2030, 10:00'],
      ['Zwrot', 'Warszawa<br>4 Jun 2030, 10:00'],
      ['Długość wynajmu', '1 dzień'],
      ['Razem', '520 DH'],
    ])
    expect([...dl.children].map((el) => el.className)).toEqual(['T', 'D', 'T', 'D', 'T', 'D', 'T', 'D', 'T', 'D X'])
  })
})
