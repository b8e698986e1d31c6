import { Trans, useLingui } from '@lingui/react/macro'
import { useSearch } from 'wouter'
import { useSession } from '../../features/auth/session'
import { DataFreshness } from '../../ui/DataFreshness'
import { SupplierForm } from '../../features/admin-suppliers/SupplierForm'
import { useSupplier } from '../../features/admin-suppliers/use-supplier'
import { apiErrorMessage } from '../../lib/api/error-message'
import { useLanguage } from '../../lib/i18n/use-language'
import { Button, ButtonLink } from '../../ui/Button'
import { Card, EmptyState, Notice, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'

/** /admin/edit-supplier?id=: one supplier's form (calls 48, 49 and 50); offline, the copy last seen, read-only. */
export default function EditSupplierScreen() {
  const { t } = useLingui()
  const userId = useSession()!.id
  const language = useLanguage()
  const raw = new URLSearchParams(useSearch()).get('id')
  const id = raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null
  const { data, loading, error, savedAt, online, fresh, retry } = useSupplier(userId, id)

  let content
  if (id && data === undefined && loading) content = <Loading>{t`Loading the supplier…`}</Loading>
  else if (!id || data === null) {
    content = (
      <EmptyState>
        <Trans>This supplier does not exist (any more).</Trans>
        <br />
        <ButtonLink href="/admin/suppliers" variant="secondary">
          <Trans>Back to the suppliers</Trans>
        </ButtonLink>
      </EmptyState>
    )
  } else if (!data) {
    content = (
      <Notice tone="danger" alert>
        {apiErrorMessage(error)}{' '}
        <Button variant="secondary" small onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </Notice>
    )
  } else {
    content = (
      <>
        {!fresh && (
          <DataFreshness
            savedAt={savedAt}
            online={online}
            refreshing={loading}
            stale={error != null}
            onRetry={retry}
            staleText={<Trans>The supplier could not be refreshed; showing the copy saved on this device.</Trans>}
          />
        )}
        <Card>
          {/* A new key per supplier: another supplier's values never leak into this one. */}
          <SupplierForm key={data._id} userId={userId} supplier={data} defaultLanguage={language} />
        </Card>
      </>
    )
  }
  return <Page title={t`Edit supplier`}>{content}</Page>
}
