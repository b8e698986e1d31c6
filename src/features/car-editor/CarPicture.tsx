import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { deleteTempCarImage, uploadCarImage } from '../../lib/api/supplier-cars'
import { isApiError } from '../../lib/api/errors'
import { apiErrorMessage } from '../../lib/api/error-message'
import { CAR_IMAGE } from '../../lib/constants'
import * as fieldCss from '../../ui/field.css'
import { FilePicker } from '../../ui/FilePicker'
import { Loading } from '../../ui/Spinner'
import { CAR_PICTURE_TYPES, carPictureError, thumbnailOf } from './car-picture'
import * as css from './car-editor.css'

/** A picture uploaded for this form and not saved yet (call 37), with its on-device preview. */
export interface PendingPicture {
  name: string
  preview: string | null
}

export interface CarPictureProps {
  /** The saved car's picture URL (edit), if any. */
  savedUrl: string | null
  pending: PendingPicture | null
  onPending: (picture: PendingPicture | null) => void
  error?: string
  disabled?: boolean
}

/**
 * The car's picture: checked on the device (JPEG, PNG or WebP, at most 5 MB), uploaded at once as a
 * temporary file (call 37) that the save adopts; choosing another one forgets the previous temporary
 * file (call 38). Previewed in the card's 300x200 proportion.
 */
export function CarPicture({ savedUrl, pending, onPending, error, disabled }: CarPictureProps) {
  const { t } = useLingui()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function choose(file: File | undefined) {
    if (!file) return
    const wrong = carPictureError(file)
    setProblem(wrong)
    if (wrong) {
      if (input.current) input.current.value = ''
      return
    }
    setBusy(true)
    try {
      const [name, preview] = await Promise.all([uploadCarImage(file), thumbnailOf(file)])
      if (pending) void deleteTempCarImage(pending.name).catch(() => undefined)
      onPending({ name, preview })
    } catch (err) {
      setProblem(
        isApiError(err, 'bad-request') || isApiError(err, 'too-large') ? t`Choose a JPEG, PNG or WebP picture.` : apiErrorMessage(err),
      )
      if (input.current) input.current.value = ''
    } finally {
      setBusy(false)
    }
  }

  const shown = pending ? pending.preview : savedUrl
  const message = problem ?? error
  return (
    <div className={css.picture}>
      {shown ? (
        <img
          className={css.preview}
          src={shown}
          width={CAR_IMAGE.width}
          height={CAR_IMAGE.height}
          alt={t`The car as drivers will see it`}
        />
      ) : (
        <div className={css.previewEmpty}>{pending ? <Trans>Picture uploaded</Trans> : <Trans>No picture yet</Trans>}</div>
      )}
      <div className={fieldCss.field}>
        <label htmlFor={id} className={fieldCss.label}>
          <Trans>Picture (JPEG, PNG or WebP, at most 5 MB)</Trans>
        </label>
        <FilePicker
          ref={input}
          id={id}
          name="image"
          button={shown ? <Trans>Choose another picture</Trans> : <Trans>Choose a picture</Trans>}
          accept={CAR_PICTURE_TYPES.join(',')}
          disabled={disabled || busy}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {busy && <Loading>{t`Uploading the picture…`}</Loading>}
        <span id={`${id}-error`} className={fieldCss.error} role="alert" aria-live="assertive">
          {message}
        </span>
      </div>
    </div>
  )
}
