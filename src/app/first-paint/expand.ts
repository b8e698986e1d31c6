/** Fills the markers of a static frame (static-frames.tsx) in: its texts in the visitor's language, and the visitor's values. */
import { MARK } from './static-frame-types.ts'

/** A catalogue message with its `{name}` placeholders filled in (the values as they are: never read as patterns). */
function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all)
}

const MARKER = new RegExp(`${MARK}([^${MARK}]+)${MARK}`, 'g')
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

/**
 * `html` with each marker replaced by its text (`text`, by message id; `{name}` placeholders filled from
 * `values`) or by a value (`@name`), escaped; null when one is missing (the frame is then not drawn).
 */
export function expand(html: string, text: Record<string, string>, values: Record<string, string> = {}): string | null {
  let missing = false
  const out = html.replace(MARKER, (_, key: string) => {
    const found = key.startsWith('@') ? values[key.slice(1)] : text[key] === undefined ? undefined : fill(text[key], values)
    if (found === undefined) missing = true
    return escape(found ?? '')
  })
  return missing ? null : out
}

/** The message ids that `html` leaves open. */
export const markedIds = (html: string): string[] => [...html.matchAll(MARKER)].map((m) => m[1]).filter((key) => !key.startsWith('@'))
