/**
 * The forms of the first paint: on /sign-in (for a guest) the real sign-in form, and on
 * / the rental search (features/search/SearchForm), as plain HTML with the class names
 * of the React forms' own styles (the `fp-` styles of ui/field.css, ui/button.css,
 * ui/form.css, ui/layout.css, features/auth/auth.css and features/search/search-form.css),
 * so a driver can type before any module has run and React's form lands in the same
 * boxes. The form carries `data-first-paint-form`: when React mounts its form it takes
 * the typed values, the focus and a pending submit from it (ui/first-paint-form.ts).
 *
 * A submit pressed before the app is ready does not leave the page: it is cancelled
 * and remembered (`data-submitted`), and the app submits once it has taken over. The
 * form is also `method="post"`, so even then the password could never go into a URL.
 */

import { toDateInput } from '../../lib/dates'
import { initialSearchValues } from '../../features/search/search-values'
import { FORM_MESSAGES } from './frames'

type Attributes = Record<string, string>

function node(tag: string, attributes: Attributes, children: (Node | string)[] = []): HTMLElement {
  const el = document.createElement(tag)
  for (const name in attributes) el.setAttribute(name, attributes[name])
  el.append(...children)
  return el
}

/** A TextField's markup (ui/Field.tsx), its error slot included: an empty one still takes a gap in the column. */
function textField(label: string, attributes: Attributes): HTMLElement {
  const id = `fp-${attributes.name}`
  return node('div', { class: 'fp-field' }, [
    node('label', { class: 'fp-label', for: id }, [label]),
    node('input', { class: 'fp-control', id, ...attributes }),
    node('span', { class: 'fp-error' }),
  ])
}

/** A Checkbox's markup (ui/Field.tsx, no error slot). */
function checkbox(label: string, attributes: Attributes): HTMLElement {
  const id = `fp-${attributes.name}`
  return node('div', { class: 'fp-field' }, [
    node('label', { class: 'fp-check', for: id }, [
      node('input', { class: 'fp-checkbox', id, type: 'checkbox', ...attributes }),
      node('span', {}, [label]),
    ]),
  ])
}

/** A submit that comes before the app is ready is remembered, not sent: the app submits once it has taken over. */
function holdSubmit(form: HTMLFormElement): void {
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    form.dataset.submitted = ''
  })
}

function signInForm(text: Record<string, string>): HTMLElement {
  const form = node('form', { class: 'fp-form', method: 'post', action: '/sign-in', novalidate: '', 'data-first-paint-form': 'sign-in' }, [
    textField(text['Email'], { type: 'email', name: 'email', autocomplete: 'email', inputmode: 'email' }),
    textField(text['Password'], { type: 'password', name: 'password', autocomplete: 'current-password' }),
    checkbox(text['Stay connected'], { name: 'stayConnected' }),
    node('div', { class: 'fp-actions' }, [node('button', { class: 'fp-button fp-button_primary', type: 'submit' }, [text['Sign in']])]),
  ]) as HTMLFormElement
  holdSubmit(form)
  return node('section', { class: 'fp-card' }, [
    form,
    node('p', { class: 'fp-links' }, [
      node('a', { class: 'fp-link', href: '/forgot-password' }, [text['Forgot password?']]),
      node('a', { class: 'fp-link', href: '/sign-up' }, [text['No account yet? Sign up']]),
      node('a', { class: 'fp-link', href: '/supplier/sign-in' }, [text['Are you a supplier? Sign in here']]),
    ]),
  ])
}

/** A place field: LocationCombobox's markup (its popup is not drawn: hidden until the app runs). */
function placeField(label: string, name: string, placeholder: string, value: string): HTMLElement {
  const id = `fp-${name}`
  return node('div', { class: 'fp-field' }, [
    node('label', { class: 'fp-label', for: id }, [label]),
    node('div', {}, [
      node('input', { class: 'fp-control', id, name, type: 'text', autocomplete: 'off', spellcheck: 'false', placeholder, value }),
    ]),
    node('span', { class: 'fp-error' }),
  ])
}

/** A pickup or return: a date and a time under a legend (SearchForm's fieldsets). */
function when(legend: string, labels: [string, string], names: [string, string], values: [string, string], min: string): HTMLElement {
  return node('fieldset', { class: 'fp-when' }, [
    node('legend', { class: 'fp-legend' }, [legend]),
    node('div', { class: 'fp-pair' }, [
      textField(labels[0], { type: 'date', name: names[0], min, value: values[0] }),
      textField(labels[1], { type: 'time', name: names[1], value: values[1] }),
    ]),
  ])
}

/**
 * The home screen's search, with the values SearchForm would start with (the last search,
 * else tomorrow 10:00 for three days). The drop-off field shows while "Same drop-off
 * location" is unticked, as in the app.
 */
function searchForm(text: Record<string, string>): HTMLElement {
  const v = initialSearchValues(undefined)
  const today = toDateInput(new Date())
  const dropOff = placeField(text['Drop-off location'], 'dropOff', text['Type to search'], v.dropOff?.name ?? '')
  const same = checkbox(text['Same drop-off location'], { name: 'sameDropOff' })
  const sameBox = same.querySelector('input')!
  sameBox.checked = v.sameDropOff
  // (Not `hidden`: the field's class sets its display.)
  const showDropOff = () => (dropOff.style.display = sameBox.checked ? 'none' : '')
  showDropOff()
  sameBox.addEventListener('change', showDropOff)
  const form = node(
    'form',
    { class: 'fp-sform_full', novalidate: '', 'aria-label': text['Search for a car'], 'data-first-paint-form': 'search' },
    [
      node('div', { class: 'fp-places' }, [
        placeField(text['Pickup location'], 'pickup', text['Type to search'], v.pickup?.name ?? ''),
        dropOff,
        same,
      ]),
      when(text['Pickup'], [text['Pickup date'], text['Pickup time']], ['fromDate', 'fromTime'], [v.fromDate, v.fromTime], today),
      when(text['Return'], [text['Return date'], text['Return time']], ['toDate', 'toTime'], [v.toDate, v.toTime], v.fromDate || today),
      node('div', { class: 'fp-search-actions' }, [
        node('button', { class: 'fp-button fp-button_primary fp-block', type: 'submit' }, [text['Search']]),
      ]),
    ],
  ) as HTMLFormElement
  holdSubmit(form)
  return form
}

const FORMS: Record<string, (text: Record<string, string>) => HTMLElement> = { '/sign-in': signInForm, '/': searchForm }

/**
 * The form the first paint draws on `pathname` (with `search`), or null: none there, a
 * signed-in visitor on /sign-in, criteria in the URL on / (React looks up their places),
 * or a text missing.
 */
export function drawForm(pathname: string, search: string, text: Record<string, string>, signedIn: boolean): HTMLElement | null {
  const draw = FORMS[pathname]
  if (!draw || !FORM_MESSAGES[pathname].every((id) => text[id])) return null
  if (pathname === '/sign-in' && signedIn) return null
  if (pathname === '/' && [...new URLSearchParams(search).keys()].some((key) => key !== 'l')) return null
  return draw(text)
}
