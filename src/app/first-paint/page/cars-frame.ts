/**
 * The top of /cars on a phone, drawn by the first paint as soon as the search's first page
 * is in: the search's and the filters' (closed) toggles, the order, the count line, and the
 * first car's picture (the screen's largest paint), name, supplier's line, supplier's rules and
 * specs: all of the car a phone shows above the fold (its options, discounts, price per day and
 * button come below). On a slow phone they show while the app's code is still on its way, instead
 * of once React has rendered the list.
 *
 * The markup of the top is CarsScreen's, Disclosure's, Button's, CarSortSelect's (SelectField),
 * CarList's and CarCard's (CarImage), built here with the class names of their own style modules,
 * imported here: the build writes into the first paint the same names as into the app (plugin.ts
 * also loads the stylesheets of those modules before drawing). The car's text is the components'
 * own markup, rendered at build time with markers (static-frames.tsx: CarCardHeading,
 * PolicyNoteList, CarSpecList), filled in with what their own functions say (supplier-logo.ts,
 * policyNotes, specValues) from the catalogue's texts. cars-frame.test.tsx renders CarsScreen with
 * React from the same search reply and compares tags, classes, texts and key attributes in pl and
 * fr: a relabelled text or a changed markup fails it. Everything lands in the box where React's first
 * card puts it, and React's first render, which shows that same page (lib/data inHand), replaces it
 * there and adds the rest of the card below. Its controls do nothing until then: the select offers
 * only the order in the URL, so nothing chosen in it could be lost.
 *
 * A search the device keeps (features/cars/saved-searches.ts; read by saved-cars.ts) is drawn the
 * same way at once, before any reply, with its age line under the count: SearchAge as the build
 * rendered it (static-frames.tsx: "As of 10:42 — checking…" online, "Saved results from 10:42 —
 * …" offline), its time formatted by SearchAge's own function. The app's first render takes that
 * same page (features/cars/search-in-hand.ts) and keeps the line in its box; at most one frame is
 * drawn (the live reply's or the device's, whichever is first).
 *
 * A phone only: on a wider screen the search form and the filters are open, and drawing them
 * is the app's job.
 */
import { CAR_IMAGE, MOBILE_MAX_WIDTH, type Language } from '../../../lib/constants'
import { config } from '../../../lib/config'
import { parseSort } from '../../../lib/car-search/filters'
import { CHEVRON } from '../../../ui/chevron'
import { CARS_TOP_TEXTS, SORT_LABELS, carsTopTexts } from '../../../features/cars/cars-texts'
import type { Car, Paged } from '../../../lib/api/entities'
import { formatSearchTime } from '../../../lib/i18n/search-time'
import { supplierInitials, supplierLogoUrl } from '../../../features/cars/supplier-logo'
import { CAR_TYPE_LABELS, FUEL_POLICY_LABELS, GEARBOX_LABELS, specValues, type SpecCar } from '../../../features/cars/labels'
import { policyNotes } from '../../../features/supplier-policies/policy-notes'
import type { Say } from '../../../lib/i18n/say'
import { loadStyles, node, pluralText } from './dom'
import { expand } from '../expand'
import { policyKey, type StaticFrames } from '../static-frame-types'
// The frame's styles: plugin.ts reads these imports to find the stylesheets to load first.
import * as buttonCss from '../../../ui/button.css'
import * as disclosureCss from '../../../ui/disclosure.css'
import * as fieldCss from '../../../ui/field.css'
import * as layoutCss from '../../../ui/with-filters.css'
import * as carsCss from '../../../screens/cars/cars.css'
import * as listCss from '../../../features/cars/car-list.css'
import * as cardCss from '../../../features/cars/car-card.css'
import * as carCss from '../../../features/cars/car.css'
// The supplier's rules (their class names come with carDetails' markup).
import '../../../features/supplier-policies/supplier-policies.css'

/** What the frame shows of the first page: its first car, how many match and how many came. */
export interface FirstCars {
  name: string
  image: string
  total: number
  shown: number
  /** The first car's id and supplier, for its name and supplier's line (none in a reply without them: the picture alone is drawn). */
  id?: string
  supplier?: { fullName: string; avatar: string }
  /** Its specs and its supplier's rules, drawn under that line (none when the reply's do not read as the app's). */
  details?: { specs: SpecCar; rules: { payLater?: boolean; licenseRequired?: boolean; minimumRentalDays?: number } }
}

/** The supplier of a car as the reply has it (`company: {fullName, avatar?}`), when it can be drawn. */
function supplierOf(company: unknown): FirstCars['supplier'] {
  const { fullName, avatar } = (company ?? {}) as { fullName?: unknown; avatar?: unknown }
  if (typeof fullName !== 'string' || (avatar !== undefined && avatar !== null && typeof avatar !== 'string')) return undefined
  return { fullName, avatar: avatar ?? '' }
}

const isOptional = (value: unknown, type: 'boolean' | 'number') => value === undefined || typeof value === type
const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value)

/** A car's specs and its supplier's rules as the reply has them, when CarSpecs and SupplierPolicyNotes would say them. */
function detailsOf(car: Record<string, unknown>, company: unknown): FirstCars['details'] {
  const { type, gearbox, seats, doors, aircon, mileage, fuelPolicy } = car
  const { payLater, licenseRequired, minimumRentalDays } = company as Record<string, unknown>
  if (!Object.hasOwn(CAR_TYPE_LABELS, String(type)) || !Object.hasOwn(GEARBOX_LABELS, String(gearbox))) return undefined
  if (!Object.hasOwn(FUEL_POLICY_LABELS, String(fuelPolicy)) || !isCount(seats) || !isCount(doors) || !isCount(mileage)) return undefined
  if (typeof aircon !== 'boolean' || !isOptional(payLater, 'boolean') || !isOptional(licenseRequired, 'boolean')) return undefined
  if (!isOptional(minimumRentalDays, 'number')) return undefined
  return {
    specs: { type, gearbox, seats, doors, aircon, mileage, fuelPolicy } as SpecCar,
    rules: { payLater, licenseRequired, minimumRentalDays } as NonNullable<FirstCars['details']>['rules'],
  }
}

/** The first page of a frontend-cars reply (`[{resultData, pageInfo: [{totalRecords}]}]`), when it has a car with a picture. */
export function firstCars(data: unknown): FirstCars | null {
  const page = Array.isArray(data) ? (data[0] as { resultData?: unknown; pageInfo?: unknown } | undefined) : undefined
  const cars = Array.isArray(page?.resultData)
    ? (page.resultData as ({ _id?: unknown; name?: unknown; image?: unknown; company?: unknown } & Record<string, unknown>)[])
    : []
  const info = Array.isArray(page?.pageInfo) ? (page.pageInfo[0] as { totalRecords?: unknown } | undefined) : undefined
  const first = cars[0]
  const total = info?.totalRecords
  if (!first || typeof first.name !== 'string' || typeof first.image !== 'string' || first.image === '') return null
  if (typeof total !== 'number' || !Number.isInteger(total) || total < cars.length) return null
  const drawn = { name: first.name, image: first.image, total, shown: cars.length }
  const supplier = supplierOf(first.company)
  if (typeof first._id !== 'string' || !supplier) return drawn
  const details = detailsOf(first, first.company)
  return { ...drawn, id: first._id, supplier, ...(details && { details }) }
}

/** The same of a page kept on the device (saved-searches.ts), when its first car has a picture. */
export function firstSavedCars(data: Paged<Car>): FirstCars | null {
  return firstCars([{ resultData: data.items, pageInfo: [{ totalRecords: data.total }] }])
}

/**
 * The age line of a search drawn from the device: SearchAge's markup as the build rendered it
 * (static-frames.tsx), "checking" online and "saved" offline, with the time of `savedAt` as
 * SearchAge says it; null when the build has none (the dev server) or a text is missing.
 */
export function searchAgeLine(
  frames: StaticFrames['searchAge'] | undefined,
  text: Record<string, string>,
  language: Language,
  savedAt: number,
  online: boolean,
  now: number = Date.now(),
): string | null {
  const html = frames?.[online ? 'checking' : 'saved']
  return html ? expand(html, text, { time: formatSearchTime(language, savedAt, now) }) : null
}

/** `html` as elements. */
function elements(html: string): Element[] {
  const template = document.createElement('template')
  template.innerHTML = html
  return [...template.content.children]
}

/**
 * The first car's name and supplier's line: CarCardHeading as the build rendered it (static-frames.tsx),
 * with the supplier's logo, or its initials when it has none, as SupplierLogo works them out; none
 * without the car's id and supplier, or without that markup (the dev server).
 */
function carHeading(frames: StaticFrames['carHeading'] | undefined, cars: FirstCars): Element[] | null {
  const { id, supplier } = cars
  if (!frames || id === undefined || !supplier) return null
  const values = { id, name: cars.name, supplier: supplier.fullName }
  const html = supplier.avatar
    ? expand(frames.logo, {}, { ...values, logo: supplierLogoUrl(supplier.avatar) })
    : expand(frames.initials, {}, { ...values, initials: supplierInitials(supplier.fullName) })
  return html === null ? null : elements(html)
}

/**
 * Says a text from the catalogue's `text` as the app's i18n would: its `{name}` placeholders filled, an
 * ICU plural by the language's rules; `missing` hears of a text it does not have.
 */
function sayFrom(text: Record<string, string>, language: Language, missing: () => void): Say {
  return ({ id }, values = {}) => {
    const message = id === undefined ? undefined : text[id]
    if (message === undefined) {
      missing()
      return ''
    }
    const plural = /^\{(\w+), plural,/.exec(message)
    if (plural) return pluralText(message, language, Number(values[plural[1]]))
    return message.replace(/\{(\w+)\}/g, (all, name: string) => (values[name] === undefined ? all : String(values[name])))
  }
}

/**
 * Under the heading, the first car's supplier's rules and specs: SupplierPolicyNotes' and CarSpecs'
 * markup as the build rendered it (static-frames.tsx), with what they say worked out by their own
 * functions (policyNotes, specValues) from the catalogue's texts; none without them.
 */
function carDetails(
  frames: StaticFrames['carDetails'],
  text: Record<string, string>,
  language: Language,
  cars: FirstCars,
): Element[] | null {
  if (!cars.details) return null
  let complete = true
  const say = sayFrom(text, language, () => (complete = false))
  const notes = policyNotes(cars.details.rules, true, say)
  const rules = frames.notes[policyKey(notes.payLater === true, notes.licence, notes.minimum !== undefined)]
  const html = [
    expand(rules, text, notes.minimum === undefined ? {} : { minimum: notes.minimum }),
    expand(frames.specs, text, specValues(cars.details.specs, say)),
  ]
  return complete && html[0] !== null && html[1] !== null ? elements(html.join('')) : null
}

/** What the frame draws beside the top of the list: the age line of cars kept on the device (searchAgeLine), and the first car's text (StaticFrames' carHeading and carDetails). */
export interface FrameParts {
  age?: string
  card?: Pick<StaticFrames, 'carHeading' | 'carDetails'>
}

/** An SVG element with its attributes and children. */
function svgNode(tag: string, attributes: Record<string, string>, children: Node[] = []): SVGElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag)
  for (const name in attributes) el.setAttribute(name, attributes[name])
  el.append(...children)
  return el
}

/** A closed Disclosure (ui/Disclosure.tsx): its toggle, a block secondary Button with the chevron (ui/chevron.ts), and its empty body. */
function closedDisclosure(label: string, id: string): HTMLElement {
  const { viewBox, path, size } = CHEVRON
  const chevron = svgNode(
    'svg',
    { class: disclosureCss.chevron, viewBox, width: size, height: size, 'aria-hidden': 'true', focusable: 'false' },
    [svgNode('path', { d: path })],
  )
  const toggle = node(
    'button',
    `${buttonCss.button.secondary} ${buttonCss.block}`,
    { type: 'button', 'aria-expanded': 'false', 'aria-controls': id },
    [chevron, label],
  )
  return node('div', disclosureCss.disclosure, {}, [toggle, node('div', disclosureCss.body, { id, hidden: '' })])
}

/**
 * The frame under `main`'s heading, or nothing (false): not a phone, a text missing, or
 * the page drawn already. The first card shows its picture, and its name, supplier's line, supplier's
 * rules and specs when `parts.card` has their markup (cardText); `parts.age`: the age line (searchAgeLine)
 * of cars kept on the device.
 */
export function drawCarsFrame(
  main: Element,
  text: Record<string, string>,
  language: Language,
  search: string,
  cars: FirstCars,
  { age, card: cardFrames }: FrameParts = {},
): boolean {
  if (!matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches) return false
  if (!carsTopTexts().every(({ id }) => text[id]) || main.querySelector(`.${carsCss.search}`)) return false
  const say = (key: keyof typeof CARS_TOP_TEXTS) => text[CARS_TOP_TEXTS[key].id]
  const sort = parseSort(new URLSearchParams(search))
  const picture = node('img', carCss.image, {
    src: `${config.cdnCars}/${cars.image}`,
    width: String(CAR_IMAGE.width),
    height: String(CAR_IMAGE.height),
    alt: cars.name,
    fetchpriority: 'high',
  })
  const ageLine = age === undefined ? null : (elements(age)[0] ?? null)
  if (age !== undefined && !ageLine) return false
  const count = `${pluralText(say('count'), language, cars.total)} · ${say('showing').replace('{shown}', String(cars.shown))}`
  main.append(
    node('section', carsCss.search, { 'aria-label': say('yourSearch') }, [closedDisclosure(say('modifySearch'), 'cars-frame-search')]),
    node('div', layoutCss.withFilters, {}, [
      node('aside', layoutCss.filtersPanel, { 'aria-label': say('filters') }, [closedDisclosure(say('filters'), 'cars-frame-filters')]),
      node('div', carsCss.results, {}, [
        node('div', carsCss.sort, {}, [
          node('div', fieldCss.field, {}, [
            node('label', fieldCss.label, { for: 'cars-frame-sort' }, [say('sortBy')]),
            node('select', fieldCss.control, { id: 'cars-frame-sort', name: 'sort' }, [
              node('option', '', { value: sort }, [text[SORT_LABELS[sort].id]]),
            ]),
            node('span', fieldCss.error, { role: 'alert', 'aria-live': 'assertive' }),
          ]),
        ]),
        node('div', listCss.list, {}, [
          node('p', listCss.count, { role: 'status' }, [count]),
          ...(ageLine ? [ageLine] : []),
          node('ul', listCss.items, {}, [node('li', '', {}, [card(picture, cardText(cardFrames, text, language, cars))])]),
        ]),
      ]),
    ]),
  )
  return true
}

/** The first card's text: its heading, then (when that is drawn) its supplier's rules and specs. */
function cardText(frames: FrameParts['card'], text: Record<string, string>, language: Language, cars: FirstCars): Element[] | null {
  const heading = carHeading(frames?.carHeading, cars)
  const details = heading && frames && carDetails(frames.carDetails, text, language, cars)
  return heading && [...heading, ...(details ?? [])]
}

/** The first card: its picture, then its text (`top`, cardText) as the top of its body, named by its heading as CarCard's is. */
function card(picture: Element, top: Element[] | null): HTMLElement {
  const media = node('div', cardCss.mediaBox, {}, [picture])
  if (!top) return node('article', cardCss.card, {}, [media])
  const title = top.find((el) => el.id)
  return node('article', cardCss.card, title ? { 'aria-labelledby': title.id } : {}, [media, node('div', cardCss.body, {}, top)])
}

/**
 * Draws the frame once the stylesheets are in, if `drawable` still says so; `done` hears whether it did,
 * and when its picture is in (loaded or failed; at once when nothing was drawn). `age`: see drawCarsFrame.
 */
export type DrawCars = (
  cars: FirstCars,
  drawable: () => boolean,
  done?: (drawn: boolean, pictureIn: Promise<void>) => void,
  age?: string,
) => void

/** Settles once `picture` has loaded or failed. */
function pictureSettled(picture: HTMLImageElement | null | undefined): Promise<void> {
  if (!picture || picture.complete) return Promise.resolve()
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true })
    picture.addEventListener('error', () => resolve(), { once: true })
  })
}

/**
 * On a phone, starts loading `styles` (/cars' stylesheets, from the build) and returns what
 * draws the frame into the first paint's `<main>` once both they and the first cars are in;
 * undefined elsewhere, or without those stylesheets (the dev server). Nothing is drawn once React
 * has replaced the first paint, nor once `drawable` says no: the app's first render met the list
 * before the cars came in, so it commits "Loading cars…", and a frame drawn meanwhile would show
 * the cars, then that, then the cars again. `done` runs once it is drawn or given up.
 * The page is drawn once: a second call (the live reply after the device's copy) draws nothing.
 */
export function carsFrame(
  root: Element,
  text: Record<string, string>,
  language: Language,
  search: string,
  styles: readonly string[],
  cardFrames?: FrameParts['card'],
): DrawCars | undefined {
  if (styles.length === 0 || !matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches) return undefined
  // A stylesheet that fails means no frame: the app draws the screen as usual.
  const styled = loadStyles(styles).then(
    () => true,
    () => false,
  )
  return (cars, drawable, done, age) =>
    void styled.then((ok) => {
      const main = ok && drawable() && root.querySelector('main[data-first-paint]')
      const drawn = !!main && drawCarsFrame(main, text, language, search, cars, { age, card: cardFrames })
      done?.(drawn, pictureSettled(drawn ? main.querySelector<HTMLImageElement>(`img.${carCss.image}`) : null))
    })
}
