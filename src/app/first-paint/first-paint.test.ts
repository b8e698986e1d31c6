import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { drawFirstPaint, type FirstPaintTexts } from './first-paint'
import { isFirstPaintId, readFirstPaintTexts } from './plugin'
import { firstPaintMessages, NARROW, OFFLINE_BANNER_TEXT, SIGNED_IN_ONLY, VERIFY_BANNER_BUTTON, VERIFY_BANNER_TEXT } from './frames'
import { routes } from '../routes'

const texts: FirstPaintTexts = {
  pl: {
    'title:/': 'Znajdź samochód',
    'title:/sign-in': 'Zaloguj się',
    Email: 'E-mail',
    Password: 'Hasło',
    'Stay connected': 'Nie wylogowuj mnie',
    'Sign in': 'Zaloguj się',
    'Forgot password?': 'Nie pamiętasz hasła?',
    'No account yet? Sign up': 'Załóż konto',
    'Are you a supplier? Sign in here': 'Jesteś dostawcą?',
    'title:/bookings': 'Moje rezerwacje',
    'home.tagline': 'Wynajmij',
    'home.point.suppliers': 'a',
    'home.point.prices': 'b',
    'home.point.offline': 'c',
    'Search for a car': 'Szukaj samochodu',
    'Pickup location': 'Miejsce odbioru',
    'Drop-off location': 'Miejsce zwrotu',
    'Type to search': 'Wpisz, aby wyszukać',
    'Same drop-off location': 'To samo miejsce zwrotu',
    Pickup: 'Odbiór',
    'Pickup date': 'Data odbioru',
    'Pickup time': 'Godzina odbioru',
    Return: 'Zwrot',
    'Return date': 'Data zwrotu',
    'Return time': 'Godzina zwrotu',
    Search: 'Szukaj',
    [OFFLINE_BANNER_TEXT]: 'Jesteś offline.',
    [VERIFY_BANNER_TEXT]: 'Potwierdź adres: link wysłaliśmy na {email}.',
    [VERIFY_BANNER_BUTTON]: 'Wyślij ponownie',
  },
  fr: { 'title:/sign-in': 'Se connecter' },
  en: { 'title:/sign-in': 'Sign in', 'title:/bookings': 'My bookings' },
}

function draw(pathname: string, search = '') {
  const root = document.createElement('div')
  const language = drawFirstPaint(root, { pathname, search, texts })
  return { root, language, heading: root.querySelector('main h1')?.textContent ?? null }
}

afterEach(() => {
  localStorage.clear()
  document.documentElement.lang = 'pl'
  document.title = 'Volta'
})

describe('drawFirstPaint', () => {
  it('draws the header bar and the heading in the default language', () => {
    const { root, language, heading } = draw('/sign-in')
    expect(language).toBe('pl')
    expect(heading).toBe('Zaloguj się')
    expect(root.querySelector('header.fp-header .fp-brand')?.textContent).toBe('Volta')
    expect(root.querySelector('main')?.className).toBe('fp-page fp-narrow')
    // The phone's tab bar frame comes last, as in the app (its CSS hides it on a desktop).
    expect(root.lastElementChild?.className).toBe('fp-tabbar')
    expect(document.documentElement.lang).toBe('pl')
    expect(document.title).toBe('Zaloguj się · Volta')
    expect(root.querySelector('.fp-offline-banner')).toBeNull()
  })

  it('offline, draws the app’s offline banner between the header and the page', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { root } = draw('/sign-in')
    expect([...root.children].map((el) => el.className)).toEqual(['fp-header', 'fp-offline-banner', 'fp-page fp-narrow', 'fp-tabbar'])
    expect(root.querySelector('.fp-offline-banner')?.textContent).toBe('Jesteś offline.')
    expect(root.querySelector('.fp-offline-banner')?.getAttribute('role')).toBe('status')
    vi.restoreAllMocks()
  })

  it('draws the verify-email banner for an account not verified yet, under the offline banner, its button disabled', () => {
    const user = { id: 'u1', accessToken: 't', language: 'pl', email: '<b>$&marc</b>@example.com' }
    localStorage.setItem('bc-user', JSON.stringify({ ...user, verified: false }))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { root } = draw('/bookings')
    expect([...root.children].map((el) => el.className)).toEqual([
      'fp-header',
      'fp-offline-banner',
      'fp-verify-banner',
      'fp-page',
      'fp-tabbar',
    ])
    const banner = root.querySelector('.fp-verify-banner')!
    expect(banner.getAttribute('role')).toBe('status')
    // The address is drawn as text, as it is.
    expect(banner.querySelector('span')?.textContent).toBe('Potwierdź adres: link wysłaliśmy na <b>$&marc</b>@example.com.')
    expect(banner.querySelector('b')).toBeNull()
    const button = banner.querySelector('button')!
    expect([button.className, button.type, button.disabled, button.textContent]).toEqual([
      'fp-button fp-button_secondary fp-button-small',
      'button',
      true,
      'Wyślij ponownie',
    ])
    vi.restoreAllMocks()
    // Verified, or not known yet (the app asks), or a guest: no banner.
    for (const stored of [{ ...user, verified: true }, user]) {
      localStorage.setItem('bc-user', JSON.stringify(stored))
      expect(draw('/bookings').root.querySelector('.fp-verify-banner')).toBeNull()
    }
    localStorage.clear()
    expect(draw('/').root.querySelector('.fp-verify-banner')).toBeNull()
  })

  it('follows the start-up language rules: query, then the stored user, then bc-language', () => {
    expect(draw('/sign-in', '?l=fr').heading).toBe('Se connecter')
    localStorage.setItem('bc-language', 'fr')
    expect(draw('/sign-in').heading).toBe('Se connecter')
    localStorage.setItem('bc-user', JSON.stringify({ id: 'u1', accessToken: 't', language: 'en' }))
    expect(draw('/sign-in').heading).toBe('Sign in')
    expect(document.documentElement.lang).toBe('en')
  })

  it('draws the home hero with its texts', () => {
    const { root } = draw('/')
    expect(root.querySelector('.fp-hero .fp-tagline')?.textContent).toBe('Wynajmij')
    expect([...root.querySelectorAll('.fp-points li')].map((li) => li.textContent)).toEqual(['a', 'b', 'c'])
    expect(root.querySelector('main')?.className).toBe('fp-page')
  })

  it('draws the sign-in form for a guest, whose submit stays on the page, and none for a signed-in driver', () => {
    const { root } = draw('/sign-in')
    const form = root.querySelector<HTMLFormElement>('main form[data-first-paint-form="sign-in"]')!
    expect([...form.querySelectorAll('input')].map((i) => i.name)).toEqual(['email', 'password', 'stayConnected'])
    expect(form.querySelector('label[for="fp-password"]')?.textContent).toBe('Hasło')
    expect(form.method).toBe('post')
    const submit = new Event('submit', { cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(form.dataset.submitted).toBe('')
    // French has no form texts in this fixture: no half-translated form.
    expect(draw('/sign-in', '?l=fr').root.querySelector('form')).toBeNull()
    localStorage.setItem('bc-user', JSON.stringify({ id: 'u1', accessToken: 't', language: 'pl' }))
    expect(draw('/sign-in').root.querySelector('form')).toBeNull()
  })

  it('draws the home search in the hero card with the app’s first values, and none when the URL has criteria', () => {
    const { root } = draw('/')
    const form = root.querySelector<HTMLFormElement>('.fp-home .fp-search form[data-first-paint-form="search"]')!
    const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
    expect([...form.querySelectorAll('input')].map((i) => i.name)).toEqual([
      'pickup',
      'dropOff',
      'sameDropOff',
      'fromDate',
      'fromTime',
      'toDate',
      'toTime',
    ])
    expect(form.getAttribute('aria-label')).toBe('Szukaj samochodu')
    expect(form.querySelector('label[for="fp-pickup"]')?.textContent).toBe('Miejsce odbioru')
    // The app's defaults (initialSearchValues): tomorrow 10:00, for three days; same drop-off.
    expect(input('fromTime').value).toBe('10:00')
    expect(input('toTime').value).toBe('10:00')
    expect(input('sameDropOff').checked).toBe(true)
    const dropOff = input('dropOff').closest<HTMLElement>('.fp-field')!
    expect(dropOff.style.display).toBe('none')
    document.body.append(root) // (a detached checkbox sends no change event)
    input('sameDropOff').click()
    expect(dropOff.style.display).toBe('')
    root.remove()
    const submit = new Event('submit', { cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(form.dataset.submitted).toBe('')
    expect(draw('/', '?p=665010000000000000000001').root.querySelector('form')).toBeNull()
    expect(draw('/', '?l=pl').root.querySelector('form')).not.toBeNull()
  })

  it('fills the home search from the last search, as the app does', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const value = {
      pickup: { _id: 'a', name: 'Kraków Airport' },
      dropOff: { _id: 'b', name: 'Wrocław' },
      sameDropOff: false,
      fromDate: tomorrow,
      fromTime: '08:00',
      toDate: tomorrow,
      toTime: '20:00',
    }
    localStorage.setItem('bc-draft:search', JSON.stringify({ at: Date.now(), value }))
    const form = draw('/').root.querySelector('form')!
    const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
    expect(input('pickup').value).toBe('Kraków Airport')
    expect(input('dropOff').value).toBe('Wrocław')
    expect(input('dropOff').closest<HTMLElement>('.fp-field')!.style.display).toBe('')
    expect([input('fromTime').value, input('toTime').value]).toEqual(['08:00', '20:00'])
  })

  it('promises no heading to a guest on a signed-in route, nor where the heading depends on data', () => {
    expect(draw('/bookings').heading).toBeNull()
    localStorage.setItem('bc-user', JSON.stringify({ id: 'u1', accessToken: 't', language: 'en' }))
    expect(draw('/bookings').heading).toBe('My bookings')
    const { root, heading } = draw('/car-selection')
    expect(heading).toBeNull()
    expect(root.querySelector('main[data-first-paint]')).not.toBeNull()
  })
})

describe('the first paint texts', () => {
  it('come from the catalogues: every screen heading with a title id, in pl, fr and en', async () => {
    const real = await readFirstPaintTexts(resolve(import.meta.dirname, '../../../locales'))
    for (const language of ['pl', 'fr', 'en']) {
      const formTexts = Object.values(firstPaintMessages()).flat()
      // The forms' texts, by msgid, translated in every language.
      for (const msgid of formTexts) expect(real[language][msgid], `${language}: ${msgid}`).toBeTruthy()
      const ids = Object.keys(real[language]).filter((id) => !formTexts.includes(id))
      expect(ids.every(isFirstPaintId)).toBe(true)
      expect(ids).toContain('title:/')
      expect(ids).toContain('home.tagline')
      // Each title id names a real route.
      for (const id of ids.filter((i) => i.startsWith('title:'))) expect(routes.map((r) => r.path)).toContain(id.slice('title:'.length))
    }
    expect(real.pl['title:/sign-in']).toBe('Zaloguj się')
    expect(real.fr['title:/sign-in']).toBe('Se connecter')
    expect(real.pl['Stay connected']).toBe('Nie wylogowuj mnie')
    expect(Object.keys(real.pl).sort()).toEqual(Object.keys(real.en).sort())
  })

  it('route facts name real routes, and the router guards exactly the signed-in ones', () => {
    const paths = routes.map((r) => r.path)
    for (const p of [...NARROW, ...SIGNED_IN_ONLY]) expect(paths).toContain(p)
    expect(
      routes
        .filter((r) => r.auth)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...SIGNED_IN_ONLY].sort())
  })
})
