import { Trans, useLingui } from '@lingui/react/macro'
import { DEVICE_STORAGE, KIND_LABELS } from './device-storage'
import * as css from './privacy.css'

/** Each name the app keeps in this browser, where, what for and until when. */
export function DeviceStorageList() {
  const { i18n } = useLingui()
  return (
    <ul className={css.items} data-testid="device-storage">
      {DEVICE_STORAGE.map((item) => (
        <li key={item.names.join(' ')} className={css.item}>
          <p className={css.names}>
            {item.names.map((name, i) => (
              <span key={name}>
                {i > 0 && ', '}
                <code className={css.code}>{name}</code>
              </span>
            ))}
          </p>
          <p className={css.kind}>{item.kinds.map((k) => i18n._(KIND_LABELS[k])).join(' · ')}</p>
          <p className={css.text}>{i18n._(item.what)}</p>
          <p className={css.text}>
            <Trans>Removed:</Trans> {i18n._(item.removed)}
          </p>
        </li>
      ))}
    </ul>
  )
}
