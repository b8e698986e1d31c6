import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { sendEmail } from '../../lib/api/contact'
import { TextAreaField, TextField } from '../../ui/Field'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { Notice } from '../../ui/Page'
import { toast } from '../../ui/toast'
import { clearDraft, readDraft, writeDraft } from '../../lib/storage/drafts'
import { apiErrorMessage } from '../../lib/api/error-message'
import { validateContact, type ContactErrors, type ContactValues } from './contact-validation'
import * as css from './contact.css'

const DRAFT = 'contact'
const MESSAGE_MAX_LENGTH = 5000

function initial(email: string): ContactValues {
  const draft = readDraft<ContactValues>(DRAFT) ?? {}
  return {
    email: typeof draft.email === 'string' && draft.email ? draft.email : email,
    subject: typeof draft.subject === 'string' ? draft.subject : '',
    message: typeof draft.message === 'string' ? draft.message : '',
  }
}

/** Email (the driver's own when signed in), subject and message; kept as a draft until sent. */
export function ContactForm({ email }: { email?: string }) {
  const { t } = useLingui()
  const { form, errors, setErrors, failure, setFailure, showErrors } = useFormErrors<ContactErrors>()
  const [values, setValues] = useState<ContactValues>(() => initial(email ?? ''))
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const dirty = useRef(false)

  useEffect(() => {
    if (dirty.current) writeDraft(DRAFT, values)
  }, [values])

  const set = (key: keyof ContactValues, value: string) => {
    dirty.current = true
    setSent(false)
    setValues((v) => ({ ...v, [key]: value }))
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (showErrors(validateContact(values))) return
    setBusy(true)
    try {
      await sendEmail({ from: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() })
      dirty.current = false
      clearDraft(DRAFT)
      setValues({ email: values.email, subject: '', message: '' })
      setSent(true)
      toast.success(t`Your message has been sent.`)
    } catch (error) {
      // What was typed stays, in the form and in the draft.
      const message = apiErrorMessage(error)
      setFailure(message)
      toast.error(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} className={css.form} onSubmit={submit} noValidate>
      {sent && (
        <Notice tone="success">
          <Trans>Thank you, your message has been sent. We will answer by email.</Trans>
        </Notice>
      )}
      <TextField
        label={t`Email`}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label={t`Subject`}
        name="subject"
        maxLength={200}
        value={values.subject}
        error={errors.subject}
        onChange={(e) => set('subject', e.target.value)}
      />
      <TextAreaField
        label={t`Message`}
        name="message"
        rows={6}
        maxLength={MESSAGE_MAX_LENGTH}
        value={values.message}
        error={errors.message}
        onChange={(e) => set('message', e.target.value)}
      />
      <FormFooter failure={failure} busy={busy} submitLabel={<Trans>Send a message</Trans>} />
    </form>
  )
}
