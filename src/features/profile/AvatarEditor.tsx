import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { deleteAvatar, updateAvatar } from '../../lib/api/users'
import { isApiError } from '../../lib/api/errors'
import { config } from '../../lib/config'
import { usePickedImage } from '../../lib/hooks/use-picked-image'
import { patchStoredUser } from '../../lib/storage/user'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { FilePicker } from '../../ui/FilePicker'
import * as fieldCss from '../../ui/field.css'
import { toast } from '../../ui/toast'
import { refreshSession } from '../auth/session'
import { avatarFileError } from './avatar-file'
import { apiErrorMessage } from '../../lib/api/error-message'
import * as css from './profile.css'

export interface AvatarEditorProps {
  userId: string
  fullName: string
  avatar?: string | null
  onChange: (avatar: string | undefined) => void
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('')
}

/** The profile picture: choose an image (checked and previewed before upload), upload, or delete after a confirmation. */
export function AvatarEditor({ userId, fullName, avatar, onChange }: AvatarEditorProps) {
  const { t } = useLingui()
  const inputId = useId()
  const errorId = useId()
  const { input, file, preview, problem: error, setProblem: setError, choose, clear } = usePickedImage(avatarFileError)
  const [busy, setBusy] = useState(false)

  async function upload(e: FormEvent) {
    e.preventDefault()
    const problem = avatarFileError(file)
    if (problem || !file) {
      setError(problem)
      input.current?.focus()
      return
    }
    setBusy(true)
    try {
      const name = await updateAvatar(userId, file)
      patchStoredUser({ avatar: name })
      refreshSession()
      onChange(name)
      clear()
      toast.success(t`Changes made successfully.`)
    } catch (err) {
      const message = isApiError(err, 'bad-request')
        ? t`The file is not an image. Choose a PNG, JPEG, GIF or WebP picture.`
        : apiErrorMessage(err)
      setError(message)
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    try {
      await deleteAvatar(userId)
      patchStoredUser({ avatar: null })
      refreshSession()
      onChange(undefined)
      toast.success(t`Changes made successfully.`)
    } catch (err) {
      toast.error(apiErrorMessage(err))
      throw err
    }
  }

  const src = preview ?? (avatar ? `${config.cdnUsers}/${avatar}` : null)
  return (
    <form className={css.avatarRow} onSubmit={upload} noValidate>
      {src ? (
        <img
          src={src}
          width={96}
          height={96}
          className={css.avatar}
          alt={preview ? t`Preview of your new profile picture` : t`Your profile picture`}
        />
      ) : (
        <span className={css.initials} aria-hidden="true">
          {initialsOf(fullName)}
        </span>
      )}
      <div className={css.avatarTools}>
        <FilePicker
          ref={input}
          id={inputId}
          names
          button={<Trans>Choose an image</Trans>}
          accept="image/*"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <span id={errorId} className={fieldCss.error} role="alert">
          {error}
        </span>
        <div className={css.actions}>
          <Button type="submit" small busy={busy}>
            <Trans>Upload</Trans>
          </Button>
          {avatar && !preview && (
            <ConfirmDialog
              trigger={
                <Button small variant="secondary">
                  <Trans>Delete picture</Trans>
                </Button>
              }
              title={<Trans>Delete your profile picture?</Trans>}
              description={<Trans>Your picture will be removed. You can upload another one at any time.</Trans>}
              confirmLabel={<Trans>Delete</Trans>}
              danger
              onConfirm={remove}
            />
          )}
        </div>
      </div>
    </form>
  )
}
