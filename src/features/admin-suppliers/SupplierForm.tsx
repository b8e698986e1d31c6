import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import {
  createSupplier,
  supplierNameIsFree,
  updateSupplier,
  type BackOfficeSupplier,
  type SupplierChanges,
} from '../../lib/api/admin-suppliers'
import { apiErrorMessage } from '../../lib/api/error-message'
import { failureReason } from '../../lib/api/failure'
import { deleteAvatar, updateAvatar } from '../../lib/api/users'
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/constants'
import { useOnline } from '../../lib/hooks/use-online'
import { ButtonLink } from '../../ui/Button'
import { Checkbox, SelectField, TextAreaField, TextField } from '../../ui/Field'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { Notice } from '../../ui/Page'
import { toast } from '../../ui/toast'
import { LogoPicker } from './LogoPicker'
import { SupplierPoliciesForm } from '../supplier-policies/SupplierPoliciesForm'
import { policiesOf } from '../supplier-policies/policies-form'
import {
  ADDRESS_MAX,
  BIO_MAX,
  emptySupplierValues,
  NAME_MAX,
  supplierErrors,
  type SupplierErrors,
  type SupplierValues,
} from './supplier-rules'
import { writeSupplier } from './mirror'
import * as css from './admin-suppliers.css'

interface Props {
  /** The operator's id (the mirror's owner). */
  userId: string
  /** The supplier to edit; absent for a new one. */
  supplier?: BackOfficeSupplier
  /** The language a new supplier's emails start in. */
  defaultLanguage: Language
}

function valuesOf(s: BackOfficeSupplier): SupplierValues {
  return {
    fullName: s.fullName,
    email: s.email,
    phone: s.phone ?? '',
    location: s.location ?? '',
    bio: s.bio ?? '',
    payLater: s.payLater,
    language: s.language,
  }
}

/**
 * A supplier's form, new (call 45: it gets an activation email) or edited (call 49): name, email
 * (a new one's), phone, desk address, opening hours and instructions, pay later, the language of
 * its emails (a new one's) and its logo (call 50, sent once the supplier exists). Mistakes are said
 * under their fields before anything is sent; a refusal keeps everything typed. Offline, Save is
 * turned off and says why.
 */
export function SupplierForm({ userId, supplier, defaultLanguage }: Props) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const online = useOnline()
  const { form, errors, setErrors, failure, setFailure, showErrors } = useFormErrors<SupplierErrors>()
  const [values, setValues] = useState<SupplierValues>(() => (supplier ? valuesOf(supplier) : emptySupplierValues(defaultLanguage)))
  const [logo, setLogo] = useState<File | null>(null)
  const [savedLogo, setSavedLogo] = useState(supplier?.avatar)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof SupplierValues>(key: K, value: SupplierValues[K]) => setValues((v) => ({ ...v, [key]: value }))
  const LANGUAGE_NAMES: Record<Language, string> = { pl: t`Polish`, fr: t`French`, en: t`English` }

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy) return
    if (showErrors(supplierErrors(values, !supplier))) return
    if (!online) return setFailure(apiErrorMessage(null))
    setBusy(true)
    try {
      const name = values.fullName.trim()
      // The name is asked about first (call 46), so a taken one is said under its field.
      if ((!supplier || name.toLowerCase() !== supplier.fullName.trim().toLowerCase()) && !(await supplierNameIsFree(name))) {
        showErrors({ fullName: t`Another supplier already has this name.` })
        return
      }
      const saved = supplier ? await update(name) : await create(name)
      if (!saved) return
      void writeSupplier(userId, saved)
      if (logo) {
        try {
          const file = await updateAvatar(saved._id, logo)
          void writeSupplier(userId, { ...saved, avatar: file })
        } catch (error) {
          // The supplier is saved: its form opens again with the logo's problem, nothing else to retype.
          const why =
            failureReason(error) === 'refused'
              ? t`The file is not an image. Choose a PNG, JPEG, GIF or WebP picture.`
              : apiErrorMessage(error)
          toast.error(t`The supplier is saved, but not its logo: ${why}`)
          navigate(`/admin/edit-supplier?id=${encodeURIComponent(saved._id)}`, { replace: !supplier })
          setLogo(null)
          return
        }
      }
      toast.success(supplier ? t`Changes made successfully.` : t`${name} is created. An activation email has been sent to ${saved.email}.`)
      navigate('/admin/suppliers')
    } catch (error) {
      const reason = failureReason(error)
      if (reason === 'email-taken') showErrors({ email: t`This email address is already registered.` })
      else if (reason === 'supplier-name-taken') showErrors({ fullName: t`Another supplier already has this name.` })
      else if (reason === 'invalid-phone') showErrors({ phone: t`Invalid phone number` })
      else {
        setErrors({})
        setFailure(apiErrorMessage(error))
      }
    } finally {
      setBusy(false)
    }
  }

  function create(name: string) {
    return createSupplier({
      email: values.email.trim(),
      fullName: name,
      ...(values.phone.trim() && { phone: values.phone.trim() }),
      ...(values.location.trim() && { location: values.location.trim() }),
      ...(values.bio.trim() && { bio: values.bio.trim() }),
      payLater: values.payLater,
      language: values.language,
    })
  }

  async function update(name: string) {
    const changes: SupplierChanges = {
      _id: supplier!._id,
      fullName: name,
      phone: values.phone.trim(),
      location: values.location.trim(),
      bio: values.bio.trim(),
      payLater: values.payLater,
    }
    const saved = await updateSupplier(changes)
    if (!saved) setFailure(t`This supplier no longer exists.`)
    return saved
  }

  async function removeLogo() {
    try {
      await deleteAvatar(supplier!._id)
      setSavedLogo(undefined)
      void writeSupplier(userId, { ...supplier!, avatar: undefined })
      toast.success(t`Changes made successfully.`)
    } catch (error) {
      toast.error(apiErrorMessage(error))
      throw error
    }
  }

  return (
    <>
      <form ref={form} className={css.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t`Name`}
          name="fullName"
          autoComplete="organization"
          maxLength={NAME_MAX + 20}
          value={values.fullName}
          error={errors.fullName}
          onChange={(e) => set('fullName', e.target.value)}
        />
        {supplier ? (
          <TextField
            label={t`Email`}
            name="email"
            type="email"
            value={values.email}
            readOnly
            hint={t`The email address cannot be changed here.`}
          />
        ) : (
          <TextField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="off"
            inputMode="email"
            value={values.email}
            error={errors.email}
            hint={t`The supplier gets an activation email here to choose its password.`}
            onChange={(e) => set('email', e.target.value)}
          />
        )}
        <TextField
          label={t`Phone`}
          name="phone"
          type="tel"
          autoComplete="off"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
        <TextField
          label={t`Desk address`}
          name="location"
          autoComplete="off"
          maxLength={ADDRESS_MAX + 20}
          value={values.location}
          error={errors.location}
          hint={t`Where drivers pick up their cars: street, number, city.`}
          onChange={(e) => set('location', e.target.value)}
        />
        <TextAreaField
          label={t`Opening hours and instructions`}
          name="bio"
          rows={3}
          maxLength={BIO_MAX + 20}
          value={values.bio}
          error={errors.bio}
          hint={t`At most ${BIO_MAX} characters, for example: Mon–Fri 8:00–18:00, desk in hall B.`}
          onChange={(e) => set('bio', e.target.value)}
        />
        <Checkbox
          label={t`Drivers may pay later, at the desk`}
          name="payLater"
          checked={values.payLater}
          onChange={(e) => set('payLater', e.target.checked)}
        />
        <SelectField
          label={t`Language of its emails`}
          name="language"
          value={values.language}
          disabled={!!supplier}
          hint={supplier ? t`The supplier chooses it in its own settings.` : undefined}
          onChange={(e) => set('language', e.target.value as Language)}
        >
          {SUPPORTED_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </SelectField>
        <LogoPicker
          name={values.fullName.trim() || t`the supplier`}
          saved={savedLogo}
          file={logo}
          onFile={setLogo}
          onRemove={supplier ? removeLogo : undefined}
          disabled={!online}
        />
        {!online && (
          <Notice tone="warning">
            <Trans>You are offline. Changes need the network; what you typed stays here.</Trans>
          </Notice>
        )}
        <FormFooter failure={failure} busy={busy} submitLabel={supplier ? <Trans>Save</Trans> : <Trans>Create the supplier</Trans>}>
          <ButtonLink href="/admin/suppliers" variant="secondary">
            <Trans>Cancel</Trans>
          </ButtonLink>
        </FormFooter>
      </form>
      {supplier && (
        <section aria-labelledby="supplier-policies-title" className={css.form}>
          <h2 id="supplier-policies-title" className={css.name}>
            <Trans>Rental policies</Trans>
          </h2>
          {/* Call 67 with the supplier's id; pay later stays with the form above (call 49). */}
          <SupplierPoliciesForm policies={policiesOf(supplier)} supplierId={supplier._id} showPayLater={false} onSaved={() => undefined} />
        </section>
      )}
    </>
  )
}
