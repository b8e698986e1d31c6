import { Trans, useLingui } from '@lingui/react/macro'
import { useSession } from '../../features/auth/session'
import { switchLanguage } from '../../features/language/switch-language'
import { AvatarEditor } from '../../features/profile/AvatarEditor'
import { EmailNotificationsSwitch } from '../../features/profile/EmailNotificationsSwitch'
import { LicenceSettings } from '../../features/licence/LicenceSettings'
import { SupplierPoliciesForm } from '../../features/supplier-policies/SupplierPoliciesForm'
import { policiesOf } from '../../features/supplier-policies/policies-form'
import { roleOf } from '../../lib/storage/user'
import { LanguagePreference } from '../../features/profile/LanguagePreference'
import { PushSwitch } from '../../features/push/PushSwitch'
import { ProfileForm } from '../../features/profile/ProfileForm'
import { SettingsOfflineNote } from '../../features/profile/SettingsOfflineNote'
import { apiErrorMessage } from '../../lib/api/error-message'
import { useProfile } from '../../features/profile/use-profile'
import * as css from '../../features/profile/profile.css'
import { Button } from '../../ui/Button'
import { Card, Notice, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import * as layout from '../../ui/layout.css'

export default function SettingsScreen() {
  const { t } = useLingui()
  const session = useSession()
  const { state, update, reload } = useProfile(session?.id)

  return (
    <Page title={t({ id: 'title:/settings', message: 'Settings' })} narrow>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice tone="danger" alert>
          {apiErrorMessage(state.error)}{' '}
          <Button small variant="secondary" onClick={reload}>
            <Trans>Try again</Trans>
          </Button>
        </Notice>
      )}
      {state.status === 'ready' && (
        <div className={layout.stack}>
          <SettingsOfflineNote />
          <Card>
            <h2 className={css.sectionTitle}>
              <Trans>Profile picture</Trans>
            </h2>
            <AvatarEditor
              userId={state.user._id}
              fullName={state.user.fullName}
              avatar={state.user.avatar}
              onChange={(avatar) => update({ avatar })}
            />
          </Card>
          <Card>
            <h2 className={css.sectionTitle}>
              <Trans>Profile</Trans>
            </h2>
            <ProfileForm key={state.user._id} user={state.user} onSaved={update} />
          </Card>
          {roleOf(state.user) === 'driver' && (
            <Card>
              <h2 className={css.sectionTitle}>
                <Trans>Driving licence</Trans>
              </h2>
              <LicenceSettings userId={state.user._id} licence={state.user.license} onChange={(licence) => update({ license: licence })} />
            </Card>
          )}
          {roleOf(state.user) === 'supplier' && (
            <Card>
              <h2 className={css.sectionTitle}>
                <Trans>Rental policies</Trans>
              </h2>
              <SupplierPoliciesForm policies={policiesOf(state.user)} onSaved={(policies) => update(policies)} />
            </Card>
          )}
          <Card>
            <h2 className={css.sectionTitle}>
              <Trans>Preferences</Trans>
            </h2>
            <div className={css.form}>
              <EmailNotificationsSwitch
                userId={state.user._id}
                enabled={state.user.enableEmailNotifications}
                onChange={(enableEmailNotifications) => update({ enableEmailNotifications })}
              />
              <PushSwitch />
              <LanguagePreference onSwitch={switchLanguage} />
            </div>
          </Card>
        </div>
      )}
    </Page>
  )
}
