import { describe, expect, it } from 'vitest'
import { carSchema } from '../../lib/api/entities'
import { CAR } from '../../lib/api/testing-fixtures'
import { carPayload, checkCar, emptyCarValues, valuesFromDraft, valuesOfCar, type CarFormValues } from './car-rules'

const filled = (): CarFormValues => ({
  ...emptyCarValues(21),
  name: 'Skoda Octavia',
  locations: ['l1', 'l2'],
  price: '150',
  deposit: '2500',
  type: 'diesel',
})

describe('checkCar', () => {
  it('finds nothing wrong in a complete car', () => {
    expect(checkCar(filled(), true, 21)).toEqual({})
  })

  it('names every missing field of an empty form, the picture and the type among them', () => {
    expect(checkCar(emptyCarValues(21), false, 21)).toEqual({
      image: 'required',
      name: 'required',
      locations: 'required',
      price: 'required',
      deposit: 'required',
      type: 'required',
    })
  })

  it('keeps the minimum age between the configured minimum and 99, seats 2–9 and doors 2–5', () => {
    expect(checkCar({ ...filled(), minimumAge: '20' }, true, 21).minimumAge).toBe('age')
    expect(checkCar({ ...filled(), minimumAge: '100' }, true, 21).minimumAge).toBe('age')
    expect(checkCar({ ...filled(), minimumAge: '25' }, true, 25)).toEqual({})
    expect(checkCar({ ...filled(), seats: '1' }, true, 21).seats).toBe('seats')
    expect(checkCar({ ...filled(), seats: '10' }, true, 21).seats).toBe('seats')
    expect(checkCar({ ...filled(), doors: '6' }, true, 21).doors).toBe('doors')
    expect(checkCar({ ...filled(), doors: '3.5' }, true, 21).doors).toBe('doors')
  })

  it('refuses negative or unreadable amounts, and options below 0 (empty is "not offered")', () => {
    expect(checkCar({ ...filled(), price: '-1' }, true, 21).price).toBe('amount')
    expect(checkCar({ ...filled(), deposit: 'abc' }, true, 21).deposit).toBe('amount')
    expect(checkCar({ ...filled(), price: '99,50' }, true, 21)).toEqual({})
    const options = { ...filled().options, cancellation: '-5', theftProtection: '0', fullInsurance: '' }
    expect(checkCar({ ...filled(), options }, true, 21)).toEqual({ 'option.cancellation': 'option' })
  })

  it('accepts an empty mileage (unlimited) and refuses 0 or a fraction', () => {
    expect(checkCar({ ...filled(), mileage: '' }, true, 21)).toEqual({})
    expect(checkCar({ ...filled(), mileage: '0' }, true, 21).mileage).toBe('mileage')
    expect(checkCar({ ...filled(), mileage: '2.5' }, true, 21).mileage).toBe('mileage')
  })

  it('checks each discount row: days from 1, a percentage strictly between 0 and 100, no number of days twice', () => {
    const discounts = [
      { days: '3', percentage: '10' },
      { days: '0', percentage: '100' },
      { days: '3', percentage: '5' },
    ]
    expect(checkCar({ ...filled(), discounts }, true, 21)).toEqual({
      'discount.1.days': 'days',
      'discount.1.percentage': 'percentage',
      'discount.2.days': 'repeated',
    })
  })
})

describe('carPayload', () => {
  it('sends empty options as -1 (not offered), an empty mileage as -1 (unlimited), numbers as numbers, discounts by days', () => {
    const values = {
      ...filled(),
      price: '99,5',
      options: { ...filled().options, cancellation: '0', additionalDriver: '12' },
      mileage: '',
      discounts: [
        { days: '7', percentage: '15' },
        { days: '3', percentage: '5' },
      ],
    }
    expect(carPayload(values, 's1', 'temp.png')).toEqual({
      name: 'Skoda Octavia',
      company: 's1',
      minimumAge: 21,
      locations: ['l1', 'l2'],
      price: 99.5,
      deposit: 2500,
      available: true,
      type: 'diesel',
      gearbox: 'manual',
      aircon: true,
      image: 'temp.png',
      seats: 5,
      doors: 4,
      fuelPolicy: 'likeForlike',
      mileage: -1,
      cancellation: 0,
      amendments: -1,
      theftProtection: -1,
      collisionDamageWaiver: -1,
      fullInsurance: -1,
      additionalDriver: 12,
      discounts: [
        { days: 3, percentage: 5 },
        { days: 7, percentage: 15 },
      ],
    })
  })

  it('gives back a saved car unchanged through the form', () => {
    const car = carSchema(CAR)
    const { _id, company, image, ...rest } = { ...car, company: car.company._id, locations: car.locations.map((l) => l._id) }
    expect(carPayload(valuesOfCar(car), company, image ?? '')).toEqual({
      ...rest,
      company,
      image: image ?? '',
      discounts: car.discounts ?? [],
    })
    expect(_id).toBe(car._id)
  })
})

describe('valuesFromDraft', () => {
  it('takes what a draft holds and falls back on anything malformed', () => {
    const base = emptyCarValues(21)
    const values = valuesFromDraft({ name: 'Fiat', price: 12 as unknown as string, locations: ['a', 3 as unknown as string] }, base)
    expect(values.name).toBe('Fiat')
    expect(values.price).toBe('')
    expect(values.locations).toEqual(['a'])
    expect(valuesFromDraft(null, base)).toBe(base)
  })
})
