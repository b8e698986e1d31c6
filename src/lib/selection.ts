/** Which items of the shown page are ticked (notifications, a supplier's bookings). Pure functions over immutable sets. */

export function toggle(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

export function allSelected(selected: ReadonlySet<string>, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => selected.has(id))
}

export function someSelected(selected: ReadonlySet<string>, ids: readonly string[]): boolean {
  return ids.some((id) => selected.has(id)) && !allSelected(selected, ids)
}

/** "Select all": ticks every row, or clears them when all are ticked already. */
export function toggleAll(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  return allSelected(selected, ids) ? new Set() : new Set(ids)
}

/** Keeps only ids still on the page (after a reload, a delete or a page change). */
export function prune(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  return new Set(ids.filter((id) => selected.has(id)))
}

/** The ticked ids, in page order. */
export function selectedIds(selected: ReadonlySet<string>, ids: readonly string[]): string[] {
  return ids.filter((id) => selected.has(id))
}

/** The page to show after `removed` items left a list of `total`: the last page that still has items. */
export function pageAfterRemoval(page: number, pageSize: number, total: number, removed: number): number {
  const remaining = Math.max(0, total - removed)
  const lastPage = Math.max(1, Math.ceil(remaining / pageSize))
  return Math.min(page, lastPage)
}
