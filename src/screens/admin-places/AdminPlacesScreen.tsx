import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useSession } from '../../features/auth/session'
import { KEYWORD_MAX_LENGTH, keywordOf, withQuery } from '../../features/admin-places/admin-query'
import { PlaceRow } from '../../features/admin-places/PlaceRow'
import { usePlaces } from '../../features/admin-places/use-places'
import * as css from '../../features/admin-places/admin-places.css'
import { BookingsError } from '../../features/bookings/BookingsError'
import { DataFreshness } from '../../ui/DataFreshness'
import { useLanguage } from '../../lib/i18n/use-language'
import { Button, ButtonLink } from '../../ui/Button'
import { KeywordSearch } from '../../ui/KeywordSearch'
import { ListFrame } from '../../ui/ListFrame'
import { Page } from '../../ui/Page'

/**
 * /admin/places?s=: the pick-up places, named in the operator's language and searched by that name
 * (call 26, paged on the server, more on scroll), each with Edit and Delete; "New place". The pages
 * seen are kept on the device, so the list also opens offline, read-only.
 */
export default function AdminPlacesScreen() {
  const { t } = useLingui()
  // The route is guarded: an admin is signed in.
  const userId = useSession()!.id
  const language = useLanguage()
  const search = useSearch()
  const [, navigate] = useLocation()
  const keyword = useMemo(() => keywordOf(new URLSearchParams(search)), [search])
  const places = usePlaces(userId, language, keyword)
  const { online, remove } = places
  const [removals, setRemovals] = useState(0)
  const onDeleted = useCallback(
    (placeId: string) => {
      remove(placeId)
      setRemovals((n) => n + 1)
    },
    [remove],
  )
  const setKeyword = useCallback((s: string) => navigate(withQuery('/admin/places', { s }), { replace: true }), [navigate])

  const newPlace = (
    <div className={css.headerActions}>
      {online ? (
        <ButtonLink href="/admin/new-place">
          <Trans>New place</Trans>
        </ButtonLink>
      ) : (
        <>
          <Button disabled aria-describedby="new-place-offline">
            <Trans>New place</Trans>
          </Button>
          <p id="new-place-offline" className={css.reason}>
            <Trans>You are offline. Changes need the network.</Trans>
          </p>
        </>
      )}
    </div>
  )

  return (
    <Page title={t`Pick-up places`} actions={newPlace}>
      <div className={css.results}>
        <KeywordSearch
          value={keyword}
          onChange={setKeyword}
          name={t`Search the places`}
          label={t`Search by name`}
          maxLength={KEYWORD_MAX_LENGTH}
        />
        <ListFrame
          shown={places.items.length}
          count={<Plural value={places.total} one="# place" other="# places" />}
          loading={places.loading}
          error={places.error}
          hasMore={places.hasMore}
          more={places.more}
          errorView={<BookingsError error={places.error} onRetry={places.retry} />}
          removals={removals}
          loadingText={t`Loading places…`}
          loadingMoreText={t`Loading more places…`}
          freshness={
            places.items.length > 0 && (
              <DataFreshness
                savedAt={places.savedAt}
                online={online}
                refreshing={places.refreshing && !places.loading}
                stale={places.error != null}
                onRetry={places.retry}
                staleText={<Trans>The places could not be refreshed; showing the copy saved on this device.</Trans>}
              />
            )
          }
          empty={
            keyword ? (
              <>
                <Trans>No place matches this search.</Trans>{' '}
                <Button variant="ghost" small onClick={() => setKeyword('')}>
                  <Trans>Show all places</Trans>
                </Button>
              </>
            ) : (
              <Trans>No places yet.</Trans>
            )
          }
        >
          {places.items.map((place) => (
            <li key={place._id}>
              <PlaceRow place={place} online={online} onDeleted={onDeleted} />
            </li>
          ))}
        </ListFrame>
      </div>
    </Page>
  )
}
