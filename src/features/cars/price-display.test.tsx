import { I18nProvider } from '@lingui/react'
import { cleanup, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n, renderWithI18n } from '../../test/i18n'
import { CarOptionSwitches } from './CarOptionSwitches'
import { PriceSummary } from './PriceSummary'
import { RentalPrice } from './RentalPrice'
import { daysText } from './price-text'

afterEach(cleanup)

const wrap = (ui: ReactElement) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>

const car = { cancellation: 60, amendments: 0, theftProtection: -1, collisionDamageWaiver: 18, fullInsurance: 0, additionalDriver: -1 }

describe('day count plural', () => {
  it('is Polish-correct', async () => {
    await renderWithI18n(<span />, 'pl')
    expect(daysText(1)).toBe('1 dzień')
    expect(daysText(2)).toBe('2 dni')
    expect(daysText(5)).toBe('5 dni')
    expect(daysText(22)).toBe('22 dni')
  })
  it('is English and French-correct', async () => {
    await renderWithI18n(<span />, 'en')
    expect(daysText(1)).toBe('1 day')
    expect(daysText(4)).toBe('4 days')
    await renderWithI18n(<span />, 'fr')
    expect(daysText(1)).toBe('1 jour')
    expect(daysText(3)).toBe('3 jours')
  })
})

describe('RentalPrice', () => {
  it('shows the total for the rental in Polish with the plural', async () => {
    await renderWithI18n(<RentalPrice status="ready" price={{ totalPrice: 540, days: 2 }} />, 'pl')
    expect(screen.getByTestId('rental-price').textContent).toMatch(/^Cena za 2 dni: 540\sPLN$/)
  })
  it('shows one day in English and DH', async () => {
    await renderWithI18n(<RentalPrice status="ready" price={{ totalPrice: 120.5, days: 1 }} />, 'en')
    expect(screen.getByTestId('rental-price').textContent).toBe('Price for 1 day: 120.50 DH')
  })
  it('shows a placeholder while loading and a dash on error', async () => {
    const { rerender, container } = await renderWithI18n(<RentalPrice status="loading" />, 'en')
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    rerender(wrap(<RentalPrice status="error" />))
    expect(container.textContent).toContain('—')
    expect(screen.queryByTestId('rental-price')).toBeNull()
  })
})

describe('PriceSummary', () => {
  it('never shows a total while a new one loads', async () => {
    const { rerender } = await renderWithI18n(<PriceSummary price={{ status: 'ready', data: { totalPrice: 300, days: 3 } }} />, 'en')
    expect(screen.getByTestId('total-price').textContent).toBe('300 DH')
    expect(screen.getByTestId('total-days').textContent).toBe('3 days')
    rerender(wrap(<PriceSummary price={{ status: 'loading' }} />))
    expect(screen.queryByTestId('total-price')).toBeNull()
    expect(screen.getByTestId('price-updating')).toBeTruthy()
  })
  it('says the price needs a connection when offline, and asks for dates when missing', async () => {
    const { rerender } = await renderWithI18n(<PriceSummary price={{ status: 'offline' }} />, 'en')
    expect(screen.getByText('The price needs a connection.')).toBeTruthy()
    rerender(wrap(<PriceSummary price={{ status: 'idle' }} missing="Choose the dates" />))
    expect(screen.getByText('Choose the dates')).toBeTruthy()
  })
})

describe('CarOptionSwitches', () => {
  it('locks included options on and unavailable ones off; extras follow the choice', async () => {
    await renderWithI18n(<CarOptionSwitches car={car} chosen={['collisionDamageWaiver']} days={4} onChange={() => {}} />, 'en')
    const sw = (name: string) => screen.getByRole('switch', { name })
    expect(sw('Amendments').getAttribute('aria-checked')).toBe('true')
    expect((sw('Amendments') as HTMLButtonElement).disabled).toBe(true)
    expect(sw('Theft protection').getAttribute('aria-checked')).toBe('false')
    expect((sw('Theft protection') as HTMLButtonElement).disabled).toBe(true)
    expect(sw('Collision damage waiver').getAttribute('aria-checked')).toBe('true')
    expect((sw('Collision damage waiver') as HTMLButtonElement).disabled).toBe(false)
    expect(sw('Cancellation').getAttribute('aria-checked')).toBe('false')
    // Flat vs per day, with the rental total for per-day extras.
    expect(screen.getByText('60 DH')).toBeTruthy()
    expect(screen.getByText('18 DH/day · 72 DH in total')).toBeTruthy()
  })
  it('explains the amendments deadline in Polish and French', async () => {
    await renderWithI18n(<CarOptionSwitches car={car} chosen={[]} days={0} onChange={() => {}} />, 'pl')
    expect(screen.getByTestId('amendments-help').textContent).toBe('Zmiany są możliwe najpóźniej 5 dni przed rozpoczęciem wynajmu.')
  })
})
