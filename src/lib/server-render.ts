import type { StoredUser } from './storage/user'

/**
 * What the app's external stores answer while React renders outside a browser: at build time,
 * when the first paint's frames are rendered from the real components (src/app/first-paint/
 * static-frames.tsx sets it before each render). In the browser it is never written, and the
 * stores' server snapshots give a guest who is online, as React expects of them.
 */
export const serverRender: { user: StoredUser | null; online: boolean } = { user: null, online: true }
