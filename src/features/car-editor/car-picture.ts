/** The car picture's checks and its on-device thumbnail (pure helpers; the component is CarPicture.tsx). */
import { t } from '@lingui/core/macro'
import { CAR_IMAGE } from '../../lib/constants'

/** What call 37 accepts: JPEG, PNG or WebP, at most 5 MB. */
export const CAR_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
const CAR_PICTURE_MAX_BYTES = 5 * 1024 * 1024

/** Why this file cannot be a car's picture, or null when it can. Checked before anything is sent. */
export function carPictureError(file: File): string | null {
  if (!(CAR_PICTURE_TYPES as readonly string[]).includes(file.type)) return t`Choose a JPEG, PNG or WebP picture.`
  if (file.size > CAR_PICTURE_MAX_BYTES) return t`The picture is too large: at most 5 MB.`
  if (file.size === 0) return t`The image is empty.`
  return null
}

/**
 * A 300x200 JPEG thumbnail of the picture as a data URL (about 15 KB), or null where the browser
 * cannot draw it. The form shows it and keeps it in its draft, so the preview survives a reload
 * (a temporary upload is not served back by the API).
 */
export async function thumbnailOf(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file)
    const canvas = document.createElement('canvas')
    canvas.width = CAR_IMAGE.width
    canvas.height = CAR_IMAGE.height
    const context = canvas.getContext('2d')
    if (!context) return null
    // Contain, on white: the whole car shows, as the card shows it.
    const scale = Math.min(CAR_IMAGE.width / bitmap.width, CAR_IMAGE.height / bitmap.height)
    const width = bitmap.width * scale
    const height = bitmap.height * scale
    context.fillStyle = '#fff'
    context.fillRect(0, 0, CAR_IMAGE.width, CAR_IMAGE.height)
    context.drawImage(bitmap, (CAR_IMAGE.width - width) / 2, (CAR_IMAGE.height - height) / 2, width, height)
    bitmap.close()
    return canvas.toDataURL('image/jpeg', 0.8)
  } catch {
    return null
  }
}
