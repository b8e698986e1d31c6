import { useLingui } from '@lingui/react/macro'
import { useSession } from '../../features/auth/session'
import { SupplierForm } from '../../features/admin-suppliers/SupplierForm'
import { useLanguage } from '../../lib/i18n/use-language'
import { Card, Page } from '../../ui/Page'

/** /admin/new-supplier: the operator creates a supplier (call 45), which gets an activation email to choose its password. */
export default function NewSupplierScreen() {
  const { t } = useLingui()
  const userId = useSession()!.id
  const language = useLanguage()
  return (
    <Page title={t`New supplier`}>
      <Card>
        <SupplierForm userId={userId} defaultLanguage={language} />
      </Card>
    </Page>
  )
}
