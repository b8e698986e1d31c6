import { useEffect, useRef, useState } from 'react'

/**
 * An image picked in a file field, checked on the device before anything is sent: `choose` keeps
 * the file when `check` finds nothing wrong (its problem otherwise, and the field is emptied so the
 * same file can be picked again once fixed), and `preview` is an object URL of the kept file,
 * revoked when the file changes or the component goes. `choose(undefined)` clears the choice. The
 * file is the hook's own, or the caller's (`controlled`: a form that sends it with its Save).
 */
export function usePickedImage(
  check: (file: File) => string | null,
  controlled?: { file: File | null; onFile: (file: File | null) => void },
) {
  const input = useRef<HTMLInputElement>(null)
  const [own, setOwn] = useState<File | null>(null)
  const file = controlled ? controlled.file : own
  const setFile = controlled ? controlled.onFile : setOwn
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  function choose(chosen: File | undefined) {
    const why = chosen ? check(chosen) : null
    const kept = chosen && !why ? chosen : null
    setProblem(why)
    setFile(kept)
    if (why && input.current) input.current.value = ''
  }

  /** Forgets the kept file and empties the field (after an upload). */
  function clear() {
    setFile(null)
    if (input.current) input.current.value = ''
  }

  return { input, file, preview, problem, setProblem, choose, clear }
}
