/**
 * The static imports of a build's chunks, walked. Build-side code (run in Node), shared by the
 * first paint's preload list (plugin.ts), the build's data-chunk guard (vite.config.ts) and the
 * benchmark's first-load sizes (e2e/tools/import-graph.ts, which reads a build manifest).
 */

/** Chunks by key (a manifest key, or a bundle's file name), each with the keys it imports statically. */
export type ChunkGraph = Readonly<Record<string, { imports?: readonly string[] }>>

/** Static import closure (depth-first, each chunk once) of the given roots, roots first. */
export function staticClosure(graph: ChunkGraph, roots: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string): void => {
    if (seen.has(key)) return
    const chunk = graph[key]
    if (!chunk) throw new Error(`The manifest names a missing chunk: ${key}`)
    seen.add(key)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  for (const root of roots) visit(root)
  return [...seen]
}
