import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { config } from '../../lib/config'
import { usePickedImage } from '../../lib/hooks/use-picked-image'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { FilePicker } from '../../ui/FilePicker'
import * as fieldCss from '../../ui/field.css'
import { avatarFileError } from '../profile/avatar-file'
import * as css from './admin-suppliers.css'

interface Props {
  /** The supplier's name, for the picture's text. */
  name: string
  /** The saved logo's file name, if any. */
  saved?: string
  /** The chosen file, sent with Save (call 50 once the supplier exists). */
  file: File | null
  onFile: (file: File | null) => void
  /** A problem to show (the upload failed). */
  error?: string
  /** Removes the saved logo at once (after a confirmation); absent for a new supplier. */
  onRemove?: () => Promise<void>
  disabled?: boolean
}

/**
 * The supplier's logo, shown 60x30 as lists, cars and bookings show it: the saved one or a preview
 * of the chosen file (checked before anything is sent: an image, at most the avatar's size). The
 * file goes with Save; a saved logo can be removed after a confirmation.
 */
export function LogoPicker({ name, saved, file, onFile, error, onRemove, disabled }: Props) {
  const { t } = useLingui()
  const inputId = useId()
  const errorId = useId()
  const { input, preview, problem, choose } = usePickedImage(avatarFileError, { file, onFile })

  const src = preview ?? (saved ? `${config.cdnUsers}/${saved}` : null)
  const shown = problem ?? error ?? null
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>
        <Trans>Logo (shown 60 × 30)</Trans>
      </legend>
      <div className={css.logoRow}>
        <span className={css.logoBox}>
          {src ? (
            <img
              src={src}
              width={60}
              height={30}
              className={css.logo}
              alt={preview ? t`Preview of the new logo of ${name}` : t`Logo of ${name}`}
            />
          ) : (
            <span className={css.muted}>
              <Trans>None</Trans>
            </span>
          )}
        </span>
        <div className={css.logoTools}>
          <FilePicker
            ref={input}
            id={inputId}
            names
            button={file ? <Trans>Choose another image</Trans> : <Trans>Choose an image</Trans>}
            accept="image/*"
            disabled={disabled}
            aria-invalid={shown ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <span id={errorId} className={fieldCss.error} role="alert">
            {shown}
          </span>
          {!src && (
            <p className={css.muted}>
              <Trans>Without a logo, drivers see the supplier's name.</Trans>
            </p>
          )}
          {file && (
            <Button small variant="secondary" onClick={() => choose(undefined)}>
              <Trans>Clear the chosen image</Trans>
            </Button>
          )}
          {saved && !file && onRemove && (
            <ConfirmDialog
              trigger={
                <Button small variant="secondary" disabled={disabled}>
                  <Trans>Remove the logo</Trans>
                </Button>
              }
              title={<Trans>Remove this supplier's logo?</Trans>}
              description={<Trans>Drivers will see the supplier's name instead. You can upload another logo at any time.</Trans>}
              confirmLabel={<Trans>Remove</Trans>}
              danger
              onConfirm={onRemove}
            />
          )}
        </div>
      </div>
    </fieldset>
  )
}
