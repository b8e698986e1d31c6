import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../lib/constants'
import { formatSearchTime } from '../../lib/i18n/search-time'
import * as css from './search-age.css'

interface Props {
  /** The cars shown are the device's kept copy of this search. */
  fromDevice: boolean
  /** The network is being asked. */
  checking: boolean
  online: boolean
  /** When what is shown came from the network. */
  savedAt: number
}

/**
 * How old the cars shown are, once a search has been shown from the device (saved-searches.ts):
 * "as of 10:42 — checking…" while the network is asked, offline (or when it cannot answer) that
 * these are saved results whose availability is confirmed when a car is chosen, then the time of
 * the live reply that replaced them. A status; its box never changes height (search-age.css.ts).
 */
export function SearchAge({ fromDevice, checking, online, savedAt }: Props) {
  const { t, i18n } = useLingui()
  // The first paint says it with the same function when it draws a kept search (app/first-paint/page/cars-frame.ts).
  const time = formatSearchTime(i18n.locale as Language, savedAt, Date.now())
  const texts = [
    { id: 'checking', text: t`As of ${time} — checking…` },
    { id: 'saved', text: t`Saved results from ${time} — availability is confirmed when you choose a car.` },
    { id: 'live', text: t`Up to date as of ${time}.` },
  ]
  const shown = !fromDevice ? 'live' : online && checking ? 'checking' : 'saved'
  return (
    <p className={css.note} role="status" data-testid="search-age" data-state={shown}>
      {texts.map(({ id, text }) => (
        <span key={id} className={id === shown ? css.text : css.hidden} aria-hidden={id === shown ? undefined : true}>
          {text}
        </span>
      ))}
    </p>
  )
}
