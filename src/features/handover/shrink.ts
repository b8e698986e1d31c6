/**
 * A photo shrunk on the device before it is kept (issue 49): its longer side at most 1600 px, as
 * a JPEG, the camera's orientation applied (createImageBitmap's `imageOrientation: 'from-image'`
 * reads the EXIF tag), so 8 photos fit a poor network. The sizing is fitWithin (rules.ts).
 */
import { fitWithin, PHOTO_MAX_SIDE } from './rules'

const QUALITY = 0.82

export async function shrinkPhoto(file: Blob, max: number = PHOTO_MAX_SIDE): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, max)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas.')
    context.drawImage(bitmap, 0, 0, width, height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))), 'image/jpeg', QUALITY),
    )
  } finally {
    bitmap.close()
  }
}
