import { useLingui } from '@lingui/react/macro'
import type { BookingStatus } from '../../lib/constants'
import { STATUS_LABELS } from './status'
import * as css from './status-badge.css'

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui()
  return <span className={css.badge[status]}>{i18n._(STATUS_LABELS[status])}</span>
}
