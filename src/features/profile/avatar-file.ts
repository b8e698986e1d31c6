import { t } from '@lingui/core/macro'
import { AVATAR_MAX_BYTES } from '../../lib/constants'

/** Why this file cannot be an avatar, or null when it can. Checked before anything is sent. */
export function avatarFileError(file: File | null | undefined): string | null {
  if (!file) return t`Please add an image.`
  if (!file.type.startsWith('image/')) return t`The file is not an image. Choose a PNG, JPEG, GIF or WebP picture.`
  if (file.size > AVATAR_MAX_BYTES) {
    const megabytes = Math.round(AVATAR_MAX_BYTES / (1024 * 1024))
    return t`The image is too large: at most ${megabytes} MB.`
  }
  if (file.size === 0) return t`The image is empty.`
  return null
}
