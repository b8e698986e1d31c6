import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from './Button'
import * as css from './pager.css'

export interface PagerProps {
  /** 1-based page. */
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}

/** "x–y of total" with previous / next buttons. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useLingui()
  if (total <= 0) return null
  const first = (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav className={css.pager} aria-label={t`Pagination`}>
      <span className={css.range} aria-live="polite">
        <Trans>
          {first}–{last} of {total}
        </Trans>
      </span>
      <Button variant="secondary" small disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <Button variant="secondary" small disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  )
}
