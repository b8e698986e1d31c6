/**
 * The top of /cars on a phone, drawn by the first paint as soon as the search's first page
 * is in: the search's and the filters' (closed) toggles, the order, the count line and the
 * first car's picture, the screen's largest paint. On a slow phone the picture shows while
 * the app's code is still on its way, instead of once React has rendered the list.
 *
 * The markup is CarsScreen's, Disclosure's, Button's, CarSortSelect's (SelectField), CarList's
 * and CarCard's (CarImage), with the class names of their own style modules, imported here:
 * the build writes into the first paint the same names as into the app (plugin.ts also loads the
 * stylesheets of those modules before drawing). cars-frame.test.tsx renders CarsScreen with React
 * from the same search reply and compares tags, classes and texts in pl and fr: a relabelled text
 * or a changed markup fails it. The picture lands in the box where React's first card puts it, and
 * React's first render, which shows that same page (lib/data inHand), replaces it there. Its
 * controls do nothing until then: the select offers only the order in the URL, so nothing chosen
 * in it could be lost.
 *
 * A phone only: on a wider screen the search form and the filters are open, and drawing them
 * is the app's job.
 */
import { CAR_IMAGE, MOBILE_MAX_WIDTH, type Language } from '../../lib/constants'
import { config } from '../../lib/config'
import { parseSort } from '../../features/cars/car-filters'
import { CHEVRON } from '../../ui/chevron'
import { CARS_TOP_TEXTS, SORT_LABELS, carsTopTexts } from '../../features/cars/cars-texts'
import { loadStyles, node, pluralText } from './dom'
// The frame's styles: plugin.ts reads these imports to find the stylesheets to load first.
import * as buttonCss from '../../ui/button.css'
import * as disclosureCss from '../../ui/disclosure.css'
import * as fieldCss from '../../ui/field.css'
import * as layoutCss from '../../ui/with-filters.css'
import * as carsCss from '../../screens/cars/cars.css'
import * as listCss from '../../features/cars/car-list.css'
import * as cardCss from '../../features/cars/car-card.css'
import * as carCss from '../../features/cars/car.css'

/** What the frame shows of the first page: its first car, how many match and how many came. */
export interface FirstCars {
  name: string
  image: string
  total: number
  shown: number
}

/** The first page of a frontend-cars reply (`[{resultData, pageInfo: [{totalRecords}]}]`), when it has a car with a picture. */
export function firstCars(data: unknown): FirstCars | null {
  const page = Array.isArray(data) ? (data[0] as { resultData?: unknown; pageInfo?: unknown } | undefined) : undefined
  const cars = Array.isArray(page?.resultData) ? (page.resultData as { name?: unknown; image?: unknown }[]) : []
  const info = Array.isArray(page?.pageInfo) ? (page.pageInfo[0] as { totalRecords?: unknown } | undefined) : undefined
  const first = cars[0]
  const total = info?.totalRecords
  if (!first || typeof first.name !== 'string' || typeof first.image !== 'string' || first.image === '') return null
  if (typeof total !== 'number' || !Number.isInteger(total) || total < cars.length) return null
  return { name: first.name, image: first.image, total, shown: cars.length }
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
 * the page drawn already.
 */
export function drawCarsFrame(main: Element, text: Record<string, string>, language: Language, search: string, cars: FirstCars): boolean {
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
          node('ul', listCss.items, {}, [
            node('li', '', {}, [node('article', cardCss.card, {}, [node('div', cardCss.mediaBox, {}, [picture])])]),
          ]),
        ]),
      ]),
    ]),
  )
  return true
}

/**
 * On a phone, starts loading `styles` (/cars' stylesheets, from the build) and returns what
 * draws the frame into the first paint's `<main>` once both they and the first cars are in;
 * undefined elsewhere, or without those stylesheets (the dev server). Nothing is drawn once React
 * has replaced the first paint, nor once `drawable` says no: the app's first render met the list
 * before the cars came in, so it commits "Loading cars…", and a frame drawn meanwhile would show
 * the cars, then that, then the cars again. `done` runs once it is drawn or given up.
 */
export function carsFrame(
  root: Element,
  text: Record<string, string>,
  language: Language,
  search: string,
  styles: readonly string[],
): ((cars: FirstCars, drawable: () => boolean, done?: () => void) => void) | undefined {
  if (styles.length === 0 || !matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches) return undefined
  // A stylesheet that fails means no frame: the app draws the screen as usual.
  const styled = loadStyles(styles).then(
    () => true,
    () => false,
  )
  return (cars, drawable, done) =>
    void styled.then((ok) => {
      const main = ok && drawable() && root.querySelector('main[data-first-paint]')
      if (main) drawCarsFrame(main, text, language, search, cars)
      done?.()
    })
}
