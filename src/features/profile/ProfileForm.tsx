import { Trans, useLingui } from '@lingui/react/macro'
import { failureReason } from '../../lib/api/failure'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { User } from '../../lib/api/entities'
import { isApiError } from '../../lib/api/errors'
import { updateUser } from '../../lib/api/users'
import { failedForNetwork } from '../../lib/queue/failure'
import { isKind } from '../pending-actions/actions'
import { onOutcome, useKeptActions } from '../../lib/queue/runtime'
import { keepAction } from '../pending-actions/queue'
import { PendingNote } from '../pending-actions/PendingNote'
import { whatOf } from '../pending-actions/outcome-text'
import { config } from '../../lib/config'
import { patchStoredUser, roleOf } from '../../lib/storage/user'
import { ButtonLink } from '../../ui/Button'
import { TextAreaField, TextField } from '../../ui/Field'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { Notice } from '../../ui/Page'
import { toast } from '../../ui/toast'
import { PhoneAndBirthDateFields } from '../auth/PhoneAndBirthDateFields'
import { refreshSession } from '../auth/session'
import { clearDraft, readDraft, writeDraft } from '../../lib/storage/drafts'
import { apiErrorMessage } from '../../lib/api/error-message'
import { BIO_MAX_LENGTH, validateProfile, type ProfileErrors, type ProfileValues } from './profile-validation'
import * as css from './profile.css'

function fromUser(user: User): ProfileValues {
  return {
    fullName: user.fullName,
    phone: user.phone ?? '',
    birthDate: user.birthDate ? user.birthDate.slice(0, 10) : '',
    location: user.location ?? '',
    bio: user.bio ?? '',
  }
}

function pick(draft: Partial<ProfileValues>, base: ProfileValues): ProfileValues {
  const out = { ...base }
  for (const key of Object.keys(base) as (keyof ProfileValues)[]) {
    if (typeof draft[key] === 'string') out[key] = draft[key]
  }
  return out
}

export interface ProfileFormProps {
  user: User
  onSaved: (patch: Partial<User>) => void
}

/** Full name, email (read only), phone, birth date, location and bio; unsaved text survives as a draft. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { t } = useLingui()
  const draftName = `profile:${user._id}`
  const { form, errors, setErrors, failure, setFailure, showErrors } = useFormErrors<ProfileErrors>()
  const [restored] = useState(() => readDraft<ProfileValues>(draftName))
  const [values, setValues] = useState<ProfileValues>(() => (restored ? pick(restored, fromUser(user)) : fromUser(user)))
  const [busy, setBusy] = useState(false)
  const dirty = useRef(!!restored)
  // Saved without a network: kept until it is back (lib/queue), shown here with Undo.
  const { actions, sendingId } = useKeptActions(user._id)
  const kept = actions.find((a) => isKind(a, 'profile'))
  useEffect(
    () =>
      onOutcome((o) => {
        if (!isKind(o.action, 'profile') || o.outcome !== 'done') return
        const { birthDate, ...rest } = o.action.payload.profile
        onSaved({ ...rest, ...(birthDate && { birthDate }) })
      }),
    [onSaved],
  )

  useEffect(() => {
    if (dirty.current) writeDraft(draftName, values)
  }, [draftName, values])

  const set = (key: keyof ProfileValues, value: string) => {
    dirty.current = true
    setValues((v) => ({ ...v, [key]: value }))
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    // A supplier or the operator is not a driver: its birth date may stay empty.
    const backOffice = roleOf(user) !== 'driver'
    if (showErrors(validateProfile(values, config.minimumAge, undefined, backOffice))) return
    setBusy(true)
    const birthDate = values.birthDate ? new Date(`${values.birthDate}T00:00:00Z`) : undefined
    const profile = {
      fullName: values.fullName.trim(),
      phone: values.phone.trim(),
      ...(birthDate && { birthDate }),
      location: values.location.trim(),
      bio: values.bio.trim(),
    }
    const keep = async () => {
      await keepAction(user._id, 'profile', { profile: { ...profile, birthDate: birthDate?.toISOString() } })
      dirty.current = false
      clearDraft(draftName)
      toast.info(t`Your changes will be sent when you are back online.`)
    }
    try {
      if (navigator.onLine === false) return await keep()
      await updateUser(user._id, profile)
      dirty.current = false
      clearDraft(draftName)
      patchStoredUser({ fullName: profile.fullName })
      refreshSession()
      const { birthDate: _sent, ...rest } = profile
      onSaved({ ...rest, ...(birthDate && { birthDate: birthDate.toISOString() }) })
      toast.success(t`Changes made successfully.`)
    } catch (error) {
      if (failedForNetwork(error)) return await keep()
      // The text stays in the form and in the draft.
      const reason = isApiError(error, 'bad-request') ? failureReason(error) : null
      if (reason === 'invalid-phone') setErrors({ phone: t`Invalid phone number` })
      else if (reason === 'too-young') {
        const minimumAge = config.minimumAge
        setErrors({ birthDate: t`You must be at least ${minimumAge} years old.` })
      }
      const message = reason ? t`Please fix errors.` : apiErrorMessage(error)
      setFailure(message)
      toast.error(message)
    } finally {
      setBusy(false)
    }
  }

  const used = values.bio.length
  return (
    <form ref={form} className={css.form} onSubmit={submit} noValidate>
      {restored && (
        <Notice tone="info">
          <Trans>Your unsaved changes were restored.</Trans>
        </Notice>
      )}
      <TextField
        label={t`Full name`}
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(e) => set('fullName', e.target.value)}
      />
      <TextField
        label={t`Email`}
        type="email"
        name="email"
        autoComplete="email"
        value={user.email}
        readOnly
        aria-readonly="true"
        hint={t`The email address cannot be changed.`}
      />
      <PhoneAndBirthDateFields values={values} errors={errors} onChange={set} />
      <TextField
        label={t`Location`}
        name="location"
        autoComplete="address-level2"
        value={values.location}
        error={errors.location}
        onChange={(e) => set('location', e.target.value)}
      />
      <TextAreaField
        label={t`Bio`}
        name="bio"
        maxLength={BIO_MAX_LENGTH}
        rows={3}
        value={values.bio}
        error={errors.bio}
        hint={t`${used} of ${BIO_MAX_LENGTH} characters`}
        onChange={(e) => set('bio', e.target.value)}
      />
      {kept && <PendingNote action={kept} sending={sendingId === kept.id} what={whatOf(kept)} />}
      <FormFooter failure={failure} busy={busy} submitLabel={<Trans>Save</Trans>}>
        <ButtonLink href="/change-password" variant="secondary">
          <Trans>Change password</Trans>
        </ButtonLink>
      </FormFooter>
    </form>
  )
}
