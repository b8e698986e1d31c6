/**
 * Copies text: the Clipboard API where the page may use it, else the old
 * hidden-textarea copy (still the only way on some browsers and http pages).
 * Resolves false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused (no permission, page not focused): try the fallback.
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  const focused = document.activeElement as HTMLElement | null
  document.body.append(area)
  area.select()
  let done = false
  try {
    done = document.execCommand('copy')
  } catch {
    done = false
  }
  area.remove()
  focused?.focus()
  return done
}
