/** The top of /cars that the first paint draws on a phone: what it reads from the reply, what it draws, and that it is CarsScreen's. */
import { relative } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { Router } from 'wouter'
import { config } from '../../../lib/config'
import { CAR, SUPPLIER } from '../../../lib/api/testing-fixtures'
import { reply } from '../../../lib/api/testing-fetch'
import { renderWithI18n } from '../../../test/i18n'
import * as listCss from '../../../features/cars/car-list.css'
import { CARS_TOP_TEXTS } from '../../../features/cars/cars-texts'
import { handOverSearch } from '../../../features/cars/search-in-hand'
import { searchOf } from '../../../features/cars/search-of'
import type { Car } from '../../../lib/api/entities'
import { carsFrame, drawCarsFrame, firstCars, firstSavedCars, searchAgeLine, type FirstCars } from './cars-frame'
import { pluralText } from './dom'
import { carsFrameStyleModules, readFirstPaintTexts, staticFrameIds } from '../build/plugin'
import { renderStaticFrames } from '../build/static-frames'
import { firstPaintMain, phone, shape } from './testing'

const frames = renderStaticFrames()
const texts = await readFirstPaintTexts('locales', staticFrameIds(frames))
const CARS: FirstCars = { name: 'BMW 320d', image: 'bmw.png', total: 25, shown: 15 }

beforeEach(() => phone(true))
afterEach(() => {
  vi.unstubAllGlobals()
  document.head.querySelectorAll('link[rel="stylesheet"]').forEach((l) => l.remove())
})

/** The attributes a reader or the layout depends on, beside shape()'s tags, classes and texts. */
const ATTRIBUTES = [
  'type',
  'name',
  'value',
  'role',
  'hidden',
  'aria-label',
  'aria-expanded',
  'aria-hidden',
  'aria-labelledby',
  'aria-live',
  'src',
  'alt',
  'width',
  'height',
  'fetchpriority',
  'data-state',
]
const attributes = (el: Element): string[] =>
  [el, ...el.querySelectorAll('*')].map((e) =>
    ATTRIBUTES.filter((a) => e.hasAttribute(a))
      .map((a) => `${a}=${e.getAttribute(a)}`)
      .join(' '),
  )

/** One search reply: the frame draws from it, and CarsScreen gets it from the network (or the device keeps its first page). */
const cars = [CAR, { ...CAR, _id: '64b000000000000000000009', name: 'BMW 320d', image: 'bmw.png' }] as Car[]
const page = [{ resultData: cars, pageInfo: [{ totalRecords: 25 }] }]

/**
 * CarsScreen's DOM without what the frame leaves out: the other orders, the other cards, the list's end,
 * and of the first card all but its picture, name, supplier's line, supplier's rules and specs (the top of its body).
 */
function drawnPart(main: Element, sort: string): Element[] {
  const copy = main.cloneNode(true) as Element
  const leftOut = [
    `select option:not([value="${sort}"])`,
    `.${listCss.items} > li:not(:first-child)`,
    'article > :nth-child(n + 3)',
    'article > :nth-child(2) > :nth-child(n + 5)',
    `.${listCss.end}`,
  ]
  for (const selector of leftOut) copy.querySelectorAll(selector).forEach((el) => el.remove())
  // Under the page's title row.
  return [...copy.children].slice(1)
}

/** A phone's screen, where CarsScreen folds its search and filters, and no IntersectionObserver (the list's end is not watched). */
function renderAsPhone(): void {
  vi.stubGlobal('IntersectionObserver', undefined)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

/** CarsScreen rendered in `language`, once its first card shows its picture. */
async function renderCarsScreen(CarsScreen: ComponentType, language: 'pl' | 'fr') {
  const app = await renderWithI18n(
    <Router>
      <CarsScreen />
    </Router>,
    language,
  )
  // A busy machine may take a while to load the screen's lazy modules.
  await waitFor(() => expect(app.container.querySelector('[data-testid="car-card"] img')).not.toBeNull(), { timeout: 20_000 })
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  return app
}

/** The frame drawn under `frame` is the part of CarsScreen's `main` it stands for: tags, classes, texts and key attributes. */
function expectSameMarkup(frame: Element, container: HTMLElement, sort: string, language: string): void {
  const drawn = [...frame.children]
  const rendered = drawnPart(container.querySelector('main')!, sort)
  expect(drawn.map(shape), language).toEqual(rendered.map(shape))
  expect(drawn.map(attributes), language).toEqual(rendered.map(attributes))
  const heading = frame.querySelector('article h2')
  expect(heading?.id, language).toBe(container.querySelector('article h2')?.id)
  expect(frame.querySelector('article')?.getAttribute('aria-labelledby'), language).toBe(heading?.id)
}

describe('the frame', () => {
  it('is CarsScreen’s markup on a phone, from the same reply, in pl and fr', async () => {
    renderAsPhone()
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : input.toString()
        if (url.includes('/api/all-companies')) return Promise.resolve(reply(200, [SUPPLIER]))
        if (url.includes('/api/frontend-cars/1/')) return Promise.resolve(reply(200, page))
        return Promise.reject(new Error(`unexpected call ${url}`))
      }),
    )
    const { default: CarsScreen } = await import('../../../screens/cars/CarsScreen')
    for (const [language, sort] of [
      ['pl', '-price'],
      ['fr', 'name'],
    ] as const) {
      history.replaceState(null, '', `/cars?sort=${sort}`)
      const frame = firstPaintMain()
      expect(drawCarsFrame(frame, texts[language], language, location.search, firstCars(page)!, { card: frames })).toBe(true)
      // The supplier's logo (the fixture's supplier has one), and the card named by its heading.
      expect(frame.querySelector('article img[alt=""]')?.getAttribute('src')).toBe(`${config.cdnUsers}/volta.png`)
      const app = await renderCarsScreen(CarsScreen, language)
      expectSameMarkup(frame, app.container, sort, language)
      app.unmount()
    }
  })
})

describe('the frame of a search kept on the device', () => {
  // A supplier without a logo (the card shows its initials) and with all its rules, a car with other specs than the test above's.
  const supplier = {
    ...SUPPLIER,
    fullName: 'Baltic Drive',
    avatar: undefined,
    payLater: false,
    licenseRequired: true,
    minimumRentalDays: 3,
  }
  const specs = { type: 'diesel', gearbox: 'manual', fuelPolicy: 'likeForlike', aircon: false, mileage: 1500, seats: 9, doors: 3 } as const
  const data = { items: cars.map((car) => ({ ...car, ...specs, company: supplier })), total: 25 }

  for (const online of [true, false]) {
    it(`is CarsScreen’s markup from the same kept page (fromDevice), with SearchAge ${online ? 'checking' : 'offline'}, in pl and fr`, async () => {
      renderAsPhone()
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
      vi.stubGlobal(
        'fetch',
        vi.fn((input: RequestInfo | URL) => {
          const url = input instanceof Request ? input.url : input.toString()
          if (!online) return Promise.reject(new TypeError('offline'))
          if (url.includes('/api/all-companies')) return Promise.resolve(reply(200, [SUPPLIER]))
          // The live reply is still on its way: the list shows the device's copy, "checking".
          if (url.includes('/api/frontend-cars/1/')) return new Promise<Response>(() => {})
          return Promise.reject(new Error(`unexpected call ${url}`))
        }),
      )
      const { default: CarsScreen } = await import('../../../screens/cars/CarsScreen')
      const savedAt = Date.now() - 5 * 60_000
      for (const [language, sort] of [
        // Other searches than the test above's, which the app kept on the device (its copy would then be shown: the same, newer).
        ['pl', 'price'],
        ['fr', '-price'],
      ] as const) {
        history.replaceState(null, '', `/cars?sort=${sort}`)
        const frame = firstPaintMain()
        const age = searchAgeLine(frames.searchAge, texts[language], language, savedAt, online)
        expect(age).not.toBeNull()
        expect(
          drawCarsFrame(frame, texts[language], language, location.search, firstSavedCars(data)!, {
            age: age!,
            card: frames,
          }),
        ).toBe(true)
        expect(frame.querySelector('article h2 + div > span')?.textContent).toBe('BD')
        expect(frame.querySelector('[data-testid="policy-minimum"]')?.textContent).toBe(
          language === 'pl' ? 'Co najmniej 3 dni' : 'Au moins 3 jours',
        )
        // What the first paint leaves for the app (inline.ts): the copy it read, drawn.
        Object.assign(handOverSearch(language, searchOf(location.search)), { copy: { data, savedAt }, reading: false, drawn: true })
        const app = await renderCarsScreen(CarsScreen, language)
        expect(app.container.querySelector('[data-testid="search-age"]')?.getAttribute('data-state')).toBe(online ? 'checking' : 'saved')
        expectSameMarkup(frame, app.container, sort, language)
        app.unmount()
      }
    })
  }
})

describe('searchAgeLine', () => {
  it('fills SearchAge’s markup in with the time SearchAge says: today’s time of day, another day’s date', () => {
    const at = new Date()
    at.setHours(9, 5)
    const line = searchAgeLine(frames.searchAge, texts.fr, 'fr', at.getTime(), false)!
    expect(line).toContain('Résultats enregistrés (09:05)')
    expect(line).toContain('data-state="saved"')
    const earlier = new Date(2026, 10, 2, 9, 5).getTime()
    expect(searchAgeLine(frames.searchAge, texts.pl, 'pl', earlier, true, new Date(2026, 10, 3).getTime())).toContain('2 lis 2026, 09:05')
    expect(searchAgeLine(undefined, texts.pl, 'pl', earlier, true)).toBeNull()
    expect(searchAgeLine(frames.searchAge, {}, 'pl', earlier, true)).toBeNull()
  })
})

describe('carsFrameStyleModules', () => {
  it('finds the style modules the frame imports, whose stylesheets the first paint loads before drawing', () => {
    expect(carsFrameStyleModules(process.cwd()).map((file) => relative(process.cwd(), file))).toEqual([
      'src/ui/button.css.ts',
      'src/ui/disclosure.css.ts',
      'src/ui/field.css.ts',
      'src/ui/with-filters.css.ts',
      'src/screens/cars/cars.css.ts',
      'src/features/cars/car-list.css.ts',
      'src/features/cars/car-card.css.ts',
      'src/features/cars/car.css.ts',
      'src/features/supplier-policies/supplier-policies.css.ts',
    ])
  })
})

describe('firstCars', () => {
  it('reads the first car, the total and the page’s count from a frontend-cars reply', () => {
    const reply = [
      {
        resultData: [
          { name: 'A', image: 'a.png' },
          { name: 'B', image: '' },
        ],
        pageInfo: [{ totalRecords: 7 }],
      },
    ]
    expect(firstCars(reply)).toEqual({ name: 'A', image: 'a.png', total: 7, shown: 2 })
  })

  it('reads the first car’s id and supplier when the reply has them, and leaves them out when it cannot trust them', () => {
    const page = (car: object) => [{ resultData: [{ name: 'A', image: 'a.png', ...car }], pageInfo: [{ totalRecords: 1 }] }]
    const base = { name: 'A', image: 'a.png', total: 1, shown: 1 }
    expect(firstCars(page({ _id: 'c1', company: { fullName: 'Volta Rent', avatar: 'v.png' } }))).toEqual({
      ...base,
      id: 'c1',
      supplier: { fullName: 'Volta Rent', avatar: 'v.png' },
    })
    expect(firstCars(page({ _id: 'c1', company: { fullName: 'Volta Rent' } }))).toEqual({
      ...base,
      id: 'c1',
      supplier: { fullName: 'Volta Rent', avatar: '' },
    })
    for (const car of [
      { company: { fullName: 'Volta Rent' } },
      { _id: 7, company: { fullName: 'Volta Rent' } },
      { _id: 'c1', company: 'c0' },
      { _id: 'c1', company: { fullName: 'Volta Rent', avatar: 3 } },
      { _id: 'c1' },
    ])
      expect(firstCars(page(car)), JSON.stringify(car)).toEqual(base)
  })

  it('is null for anything it cannot trust: no car, no picture, no or a wrong total, not a page', () => {
    expect(firstCars([{ resultData: [], pageInfo: [{ totalRecords: 0 }] }])).toBeNull()
    expect(firstCars([{ resultData: [{ name: 'A', image: '' }], pageInfo: [{ totalRecords: 1 }] }])).toBeNull()
    expect(firstCars([{ resultData: [{ name: 'A', image: 'a.png' }], pageInfo: [] }])).toBeNull()
    expect(firstCars([{ resultData: [{ name: 'A', image: 'a.png' }, { name: 'B' }], pageInfo: [{ totalRecords: 1 }] }])).toBeNull()
    expect(firstCars([{ resultData: [{ name: 7, image: 'a.png' }], pageInfo: [{ totalRecords: 1 }] }])).toBeNull()
    expect(firstCars({ resultData: [] })).toBeNull()
    expect(firstCars(null)).toBeNull()
  })
})

describe('firstCars’ details', () => {
  const details = (car: object, company: object = SUPPLIER) =>
    firstCars([{ resultData: [{ ...CAR, company, ...car }], pageInfo: [{ totalRecords: 1 }] }])?.details

  it('reads the first car’s specs and its supplier’s rules when CarSpecs and SupplierPolicyNotes would say them', () => {
    expect(details({}, { ...SUPPLIER, licenseRequired: true, minimumRentalDays: 3 })).toEqual({
      specs: { type: 'EV', gearbox: 'automatic', seats: 5, doors: 4, aircon: true, mileage: -1, fuelPolicy: 'freeTank' },
      rules: { payLater: true, licenseRequired: true, minimumRentalDays: 3 },
    })
  })

  it('leaves them out (the heading alone is drawn) when a value is not one the app knows', () => {
    for (const car of [
      { type: 'rocket' },
      { gearbox: 'toString' },
      { fuelPolicy: 7 },
      { seats: '5' },
      { doors: 2.5 },
      { aircon: 'yes' },
      { mileage: null },
    ])
      expect(details(car), JSON.stringify(car)).toBeUndefined()
    for (const company of [
      { ...SUPPLIER, payLater: 'yes' },
      { ...SUPPLIER, licenseRequired: 1 },
      { ...SUPPLIER, minimumRentalDays: '3' },
    ])
      expect(details({}, company), JSON.stringify(company)).toBeUndefined()
  })
})

describe('pluralText', () => {
  const message = texts.pl[CARS_TOP_TEXTS.count.id]

  it('picks the catalogue’s form by the language’s plural rules', () => {
    expect(pluralText(message, 'pl', 1)).toBe('1 samochód dostępny')
    expect(pluralText(message, 'pl', 3)).toBe('3 samochody dostępne')
    expect(pluralText(message, 'pl', 25)).toBe('25 samochodów dostępnych')
    expect(pluralText(message, 'pl', 22)).toBe('22 samochody dostępne')
    const fr = texts.fr[CARS_TOP_TEXTS.count.id]
    expect(pluralText(fr, 'fr', 0)).toBe('0 voiture disponible')
    expect(pluralText(fr, 'fr', 2)).toBe('2 voitures disponibles')
    expect(pluralText('{n, plural, one {# car} other {# cars}}', 'en', 1200)).toBe('1,200 cars')
    expect(pluralText(fr, 'fr', 1200)).toBe('1\u202f200 voitures disponibles')
  })

  it('writes a count under 1,000 without building a number format (the first one costs tens of ms on a slow phone)', () => {
    const { NumberFormat } = Intl
    const built: string[] = []
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args: [string]) => (built.push(args[0]), new target(...args)),
    })
    try {
      expect(pluralText(message, 'pl', 999)).toBe('999 samochodów dostępnych')
      expect(pluralText(texts.fr[CARS_TOP_TEXTS.count.id], 'fr', 0)).toBe('0 voiture disponible')
      expect(built).toEqual([])
      expect(pluralText(message, 'pl', 1000)).toBe(`${NumberFormat('pl').format(1000)} samochodów dostępnych`)
      expect(built).toEqual(['pl'])
    } finally {
      Intl.NumberFormat = NumberFormat
    }
  })
})

describe('drawCarsFrame', () => {
  it('draws the toggles, the order of the URL, the count and the first picture under the heading, once', () => {
    const main = firstPaintMain()
    expect(drawCarsFrame(main, texts.fr, 'fr', '?sort=price', CARS)).toBe(true)
    expect(main.querySelector('section')?.getAttribute('aria-label')).toBe('Votre recherche')
    expect([...main.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Modifier la recherche', 'Filtres'])
    const select = main.querySelector('select')!
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([['price', 'Prix : du plus bas']])
    expect(main.querySelector('ul')?.previousElementSibling?.textContent).toBe('25 voitures disponibles · 15 affichées')
    const picture = main.querySelector<HTMLImageElement>('article img')!
    expect(picture.src).toBe(`${config.cdnCars}/bmw.png`)
    expect([picture.alt, picture.width, picture.height]).toEqual(['BMW 320d', 300, 200])

    expect(drawCarsFrame(main, texts.fr, 'fr', '?sort=price', CARS)).toBe(false)
    expect(main.querySelectorAll('section')).toHaveLength(1)
  })

  it('draws the first car’s name and supplier’s line, with the logo or the initials, and the card named by it; none without its markup', () => {
    const car = { ...CARS, id: 'c1', supplier: { fullName: 'tatra <b>wheels</b> rent', avatar: '' } }
    const main = firstPaintMain()
    expect(drawCarsFrame(main, texts.en, 'en', '', car, { card: frames })).toBe(true)
    const article = main.querySelector('article')!
    const heading = article.querySelector('h2')!
    expect([heading.id, heading.textContent, article.getAttribute('aria-labelledby')]).toEqual(['car-c1-name', 'BMW 320d', 'car-c1-name'])
    // Text, never markup; the initials as SupplierLogo makes them (the first letters of two words).
    expect(heading.nextElementSibling?.textContent).toBe('T<tatra <b>wheels</b> rent')
    expect(article.querySelector('b')).toBeNull()

    const logo = { ...car, supplier: { fullName: 'Tatra', avatar: 't.png' } }
    expect(drawCarsFrame(firstPaintMain(), texts.en, 'en', '', logo, { card: frames })).toBe(true)
    expect(document.querySelector('article h2 + div img')?.getAttribute('src')).toBe(`${config.cdnUsers}/t.png`)

    // A text missing from the catalogue: the heading alone.
    const specs = { ...logo, details: { specs: { ...CAR, mileage: 300 }, rules: { minimumRentalDays: 2 } } } as FirstCars
    const missing = { ...texts.en }
    delete missing[Object.keys(missing).find((id) => missing[id] === '{km} km/day')!]
    for (const [catalogue, notes] of [
      [texts.en, ['Payment when booking', 'At least 2 days']],
      [missing, []],
    ] as const) {
      const main = firstPaintMain()
      expect(drawCarsFrame(main, catalogue, 'en', '', specs, { card: frames })).toBe(true)
      expect([...main.querySelectorAll('[data-testid="supplier-policies"] li')].map((li) => li.textContent)).toEqual(notes)
    }
    expect(document.querySelector('article ul + ul')).toBeNull()

    for (const parts of [{}, { card: frames }]) {
      const picture = firstPaintMain()
      expect(drawCarsFrame(picture, texts.en, 'en', '', parts.card ? CARS : logo, parts)).toBe(true)
      expect([picture.querySelector('article')?.childElementCount, picture.querySelector('h2')]).toEqual([1, null])
    }
  })

  it('draws nothing wider than a phone, or with a text missing', () => {
    const main = firstPaintMain()
    phone(false)
    expect(drawCarsFrame(main, texts.pl, 'pl', '', CARS)).toBe(false)
    phone(true)
    expect(drawCarsFrame(main, { ...texts.pl, [CARS_TOP_TEXTS.filters.id]: '' }, 'pl', '', CARS)).toBe(false)
    expect(main.childElementCount).toBe(0)
  })
})

describe('carsFrame', () => {
  it('loads the stylesheets at once, draws when they and the cars are in, and not once React has taken over', async () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    root.append(firstPaintMain())
    const draw = carsFrame(root, texts.en, 'en', '', ['/assets/a.css', '/assets/b.css'])!
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/assets/a.css', '/assets/b.css'])
    let pictureIn = false
    const done = vi.fn((_drawn: boolean, picture: Promise<void>) => void picture.then(() => (pictureIn = true)))
    draw(CARS, () => true, done)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(root.querySelector('article')).toBeNull() // the styles are not in yet
    links.forEach((l) => l.dispatchEvent(new Event('load')))
    await vi.waitFor(() => expect(root.querySelector('article img')).not.toBeNull())
    // Told it is drawn, then that its picture is in (the first paint holds the app's entry until then).
    expect(done).toHaveBeenCalledExactlyOnceWith(true, expect.any(Promise))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(pictureIn).toBe(false)
    root.querySelector('article img')!.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(pictureIn).toBe(true))

    // React has replaced the first paint: nothing is drawn into its page.
    root.replaceChildren(document.createElement('main'))
    const late = carsFrame(root, texts.en, 'en', '', ['/assets/a.css'])!
    late(CARS, () => true)
    document.head.querySelectorAll('link[rel="stylesheet"]').forEach((l) => l.dispatchEvent(new Event('load')))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(root.querySelector('article')).toBeNull()
  })

  it('draws nothing when told so as it is about to draw, though the first paint is still up', async () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    root.append(firstPaintMain())
    const draw = carsFrame(root, texts.en, 'en', '', ['/assets/a.css'])!
    let drawable = true
    draw(CARS, () => drawable)
    drawable = false // the app's render met the list meanwhile, without the cars
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('load'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(root.querySelector('main[data-first-paint]')).not.toBeNull()
    expect(root.querySelector('article')).toBeNull()
  })

  it('nothing on a desktop, or without stylesheets (the dev server); a stylesheet that fails means no frame', async () => {
    const root = document.createElement('div')
    root.append(firstPaintMain())
    expect(carsFrame(root, texts.en, 'en', '', [])).toBeUndefined()
    phone(false)
    expect(carsFrame(root, texts.en, 'en', '', ['/assets/a.css'])).toBeUndefined()
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull()
    phone(true)
    const draw = carsFrame(root, texts.en, 'en', '', ['/assets/a.css'])!
    draw(CARS, () => true)
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(root.querySelector('article')).toBeNull()
  })
})
