/**
 * Runs `fn` once what is on screen now (React's last commit, or the first paint) is painted:
 * after the next frame, in a task of its own (so not inside that frame's work). Returns a
 * cancel, for an effect's cleanup:
 * `useEffect(() => afterNextPaint(grow), [...])`.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer = 0
  const frame = requestAnimationFrame(() => (timer = window.setTimeout(fn, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
