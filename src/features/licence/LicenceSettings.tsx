import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { isApiError } from '../../lib/api/errors'
import { apiErrorMessage } from '../../lib/api/error-message'
import { deleteLicence, updateLicence } from '../../lib/api/licence'
import { useResource } from '../../lib/data/use-resource'
import { formatDate } from '../../lib/i18n/format'
import { useLanguage } from '../../lib/i18n/use-language'
import { forgetLicenceDate, licenceDateOf, rememberLicenceUpload } from '../../lib/storage/licence-date'
import { useOnline } from '../../lib/hooks/use-online'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { FilePicker } from '../../ui/FilePicker'
import * as fieldCss from '../../ui/field.css'
import { toast } from '../../ui/toast'
import { licenceFileProblem } from './licence-file'
import { LICENCE_ACCEPT, licenceProblemText } from './licence-messages'
import { LicenceView } from './LicenceView'
import { countBookingsNeedingLicence } from './upcoming-licence-bookings'
import * as css from './licence.css'

export interface LicenceSettingsProps {
  userId: string
  /** The licence's file name on file (User.license), undefined when none. */
  licence?: string
  onChange: (licence: string | undefined) => void
}

/**
 * The driver's licence in settings: whether one is on file and since when, view it, upload or
 * replace it (the file checked on the device first), delete it after a confirmation that warns
 * when a booking of a supplier that requires one is still to come.
 */
export function LicenceSettings({ userId, licence, onChange }: LicenceSettingsProps) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const online = useOnline()
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const since = useMemo(() => (licence ? licenceDateOf(userId, licence) : null), [userId, licence])
  const upcoming = useResource(licence ? ['licence-bookings', userId, language] : null, (signal) =>
    countBookingsNeedingLicence(userId, language, signal),
  )

  function reset() {
    setFile(null)
    if (input.current) input.current.value = ''
  }

  async function choose(chosen: File | undefined) {
    const problem = await licenceFileProblem(chosen)
    setError(chosen && problem ? licenceProblemText(problem) : null)
    setFile(chosen && !problem ? chosen : null)
    if (problem && input.current) input.current.value = ''
  }

  async function upload(e: FormEvent) {
    e.preventDefault()
    const problem = await licenceFileProblem(file)
    if (problem || !file) {
      setError(licenceProblemText(problem ?? 'missing'))
      input.current?.focus()
      return
    }
    setBusy(true)
    try {
      const name = await updateLicence(userId, file)
      rememberLicenceUpload(userId, name)
      onChange(name)
      reset()
      setError(null)
      toast.success(t`Your driving licence is on file.`)
    } catch (err) {
      setError(isApiError(err, 'bad-request') ? licenceProblemText('not-a-licence-file') : apiErrorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    try {
      await deleteLicence(userId)
      forgetLicenceDate(userId)
      onChange(undefined)
      toast.success(t`Your driving licence was deleted.`)
    } catch (err) {
      toast.error(apiErrorMessage(err))
      throw err
    }
  }

  const count = upcoming.data ?? 0
  const date = since ? formatDate(i18n, since.at) : ''
  return (
    <div className={css.stack}>
      <p className={css.status} data-testid="licence-status">
        {!licence ? (
          <Trans>No driving licence on file. Some suppliers require one to book their cars.</Trans>
        ) : since?.uploaded ? (
          <Trans>A driving licence is on file, uploaded on {date}.</Trans>
        ) : (
          <Trans>A driving licence is on file (this device has known it since {date}).</Trans>
        )}
      </p>
      {licence && <LicenceView key={licence} userId={userId} />}
      <form className={css.stack} onSubmit={(e) => void upload(e)} noValidate aria-label={t`Upload a driving licence`}>
        <FilePicker
          ref={input}
          id={inputId}
          names
          button={licence ? <Trans>Choose a new photo or PDF</Trans> : <Trans>Choose a photo or PDF</Trans>}
          accept={LICENCE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${errorId}`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <span id={hintId} className={fieldCss.hint}>
          {file ? <Trans>Chosen: {file.name}</Trans> : <Trans>A JPEG, PNG, WebP or PDF file, at most 5 MB.</Trans>}
        </span>
        <span id={errorId} className={fieldCss.error} role="alert">
          {error}
        </span>
        <div className={css.actions}>
          <Button type="submit" small busy={busy} disabled={!online}>
            {licence ? <Trans>Replace the driving licence</Trans> : <Trans>Send the driving licence</Trans>}
          </Button>
          {licence && (
            <ConfirmDialog
              trigger={
                <Button small variant="secondary" disabled={!online}>
                  <Trans>Delete the driving licence</Trans>
                </Button>
              }
              title={<Trans>Delete your driving licence?</Trans>}
              description={
                count > 0 ? (
                  <Plural
                    value={count}
                    one="You have # upcoming booking with a supplier that requires a driving licence. Without one on file, the desk may refuse you the car. Delete it anyway?"
                    other="You have # upcoming bookings with a supplier that requires a driving licence. Without one on file, the desk may refuse you the car. Delete it anyway?"
                  />
                ) : (
                  <Trans>The file will be deleted from Volta. You can upload another one at any time.</Trans>
                )
              }
              confirmLabel={count > 0 ? <Trans>Delete anyway</Trans> : <Trans>Delete</Trans>}
              danger
              onConfirm={remove}
            />
          )}
        </div>
        {!online && (
          <p className={css.muted}>
            <Trans>Changing the driving licence needs a connection.</Trans>
          </p>
        )}
      </form>
    </div>
  )
}
