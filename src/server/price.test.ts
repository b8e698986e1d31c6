// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { computePrice, discountPercentage, rentalDays, type PricedCar } from './price.ts'

const car: PricedCar = {
  price: 100,
  discounts: [
    { days: 3, percentage: 5 },
    { days: 7, percentage: 10 },
  ],
  cancellation: 50,
  amendments: 0,
  theftProtection: 10,
  collisionDamageWaiver: -1,
  fullInsurance: 20,
  additionalDriver: 15,
}

const d = (iso: string): Date => new Date(iso)

describe('rentalDays', () => {
  it('counts calendar days inclusively, whatever the hours', () => {
    expect(rentalDays(d('2030-06-01T10:00:00Z'), d('2030-06-01T18:00:00Z'))).toBe(1)
    expect(rentalDays(d('2030-06-01T10:00:00Z'), d('2030-06-04T10:00:00Z'))).toBe(4)
    expect(rentalDays(d('2030-06-01T23:30:00Z'), d('2030-06-02T00:30:00Z'))).toBe(2)
  })

  it('crosses months and years', () => {
    expect(rentalDays(d('2030-12-30T10:00:00Z'), d('2031-01-02T10:00:00Z'))).toBe(4)
  })
})

describe('computePrice', () => {
  it('charges days × daily price with no discount up to the first tier', () => {
    // 3 days is not "more than 3".
    expect(computePrice(car, d('2030-06-01T10:00:00Z'), d('2030-06-03T10:00:00Z'), {})).toEqual({
      totalPrice: 300,
      days: 3,
      breakdown: { dailyPrice: 100, rental: 300, options: {} },
    })
  })

  it('applies the best tier the rental exceeds', () => {
    expect(discountPercentage(car.discounts, 4)).toBe(5)
    expect(discountPercentage(car.discounts, 8)).toBe(10)
    expect(computePrice(car, d('2030-06-01T10:00:00Z'), d('2030-06-04T10:00:00Z'), {}).totalPrice).toBe(380)
    expect(computePrice(car, d('2030-06-01T10:00:00Z'), d('2030-06-08T10:00:00Z'), {}).totalPrice).toBe(720)
  })

  it('adds flat options once and the others per day', () => {
    const price = computePrice(car, d('2030-06-01T10:00:00Z'), d('2030-06-02T10:00:00Z'), {
      cancellation: true,
      theftProtection: true,
      fullInsurance: true,
      additionalDriver: true,
    })
    // 2 days × 100 + 50 + 2 × (10 + 20 + 15)
    expect(price).toEqual({
      totalPrice: 340,
      days: 2,
      breakdown: {
        dailyPrice: 100,
        rental: 200,
        options: { cancellation: 50, theftProtection: 20, fullInsurance: 40, additionalDriver: 30 },
      },
    })
  })

  it('adds nothing for included or unavailable options', () => {
    const price = computePrice(car, d('2030-06-01T10:00:00Z'), d('2030-06-01T12:00:00Z'), {
      amendments: true,
      collisionDamageWaiver: true,
    })
    expect(price.totalPrice).toBe(100)
    expect(price.breakdown.options).toEqual({})
  })

  it('rounds the daily price to the cent, so days × daily price is the rental', () => {
    const odd = { ...car, price: 33.33, discounts: [{ days: 1, percentage: 7 }] }
    // 33.33 × 0.93 = 30.9969 → 31.00 a day.
    const price = computePrice(odd, d('2030-06-01T10:00:00Z'), d('2030-06-03T10:00:00Z'), {})
    expect(price).toEqual({
      totalPrice: 93,
      days: 3,
      breakdown: { dailyPrice: 31, discount: { days: 1, percentage: 7 }, rental: 93, options: {} },
    })
  })

  it('names the tier that applied, and its lines always add up to the total', () => {
    const eight = computePrice(car, d('2030-06-01T10:00:00Z'), d('2030-06-08T10:00:00Z'), { cancellation: true, fullInsurance: true })
    expect(eight.breakdown).toEqual({
      dailyPrice: 90,
      discount: { days: 7, percentage: 10 },
      rental: 720,
      options: { cancellation: 50, fullInsurance: 160 },
    })
    expect(eight.totalPrice).toBe(930)
    const cents = { ...car, price: 19.99, theftProtection: 3.33, cancellation: 0.1 }
    for (let days = 1; days <= 30; days++) {
      const to = new Date(Date.UTC(2030, 5, days, 10))
      const { totalPrice, breakdown } = computePrice(cents, d('2030-06-01T10:00:00Z'), to, { cancellation: true, theftProtection: true })
      const sum = breakdown.rental + Object.values(breakdown.options).reduce((a, b) => a + b, 0)
      expect(Math.round(sum * 100) / 100, `${days} days`).toBe(totalPrice)
      expect(breakdown.rental).toBe(Math.round(days * breakdown.dailyPrice * 100) / 100)
    }
  })
})
