import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useSession } from '../../features/auth/session'
import { DataFreshness } from '../../ui/DataFreshness'
import { NewSupplierAction } from '../../features/admin-suppliers/NewSupplierAction'
import { SuppliersList } from '../../features/admin-suppliers/SuppliersList'
import { useSuppliers } from '../../features/admin-suppliers/use-suppliers'
import { KEYWORD_MAX_LENGTH } from '../../features/supplier-cars/fleet-query'
import { useOnline } from '../../lib/hooks/use-online'
import { KeywordSearch } from '../../ui/KeywordSearch'
import { Page } from '../../ui/Page'
import * as css from '../../features/admin-suppliers/admin-suppliers.css'

/**
 * /admin/suppliers?s=: the operator's suppliers, searched by name or email (the keyword in the
 * URL), 15 a page with more on scroll; each with its cars, bookings, Edit and Delete. The pages
 * seen are mirrored on the device, so the list also opens offline (read-only).
 */
export default function AdminSuppliersScreen() {
  const { t } = useLingui()
  // The route is guarded: the operator is signed in.
  const userId = useSession()!.id
  const search = useSearch()
  const [, navigate] = useLocation()
  const online = useOnline()
  const keyword = (new URLSearchParams(search).get('s') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH)
  const list = useSuppliers(userId, keyword)
  const setKeyword = useCallback(
    (next: string) => navigate(next ? `/admin/suppliers?s=${encodeURIComponent(next)}` : '/admin/suppliers', { replace: true }),
    [navigate],
  )

  return (
    <Page title={t`Suppliers`} actions={<NewSupplierAction online={online} />}>
      <div className={css.results}>
        <KeywordSearch
          value={keyword}
          onChange={setKeyword}
          name={t`Search the suppliers`}
          label={t`Search by name or email`}
          maxLength={KEYWORD_MAX_LENGTH}
        />
        <SuppliersList
          list={list}
          online={online}
          narrowed={!!keyword}
          onWiden={() => setKeyword('')}
          freshness={
            list.suppliers.length > 0 && (
              <DataFreshness
                savedAt={list.savedAt}
                online={online}
                refreshing={list.refreshing && !list.loading}
                stale={list.error != null}
                onRetry={list.retry}
                staleText={<Trans>The suppliers could not be refreshed; showing the copy saved on this device.</Trans>}
              />
            )
          }
        />
      </div>
    </Page>
  )
}
