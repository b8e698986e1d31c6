import 'fake-indexeddb/auto'

// The DOM helpers (and React DOM with them) only where there is a DOM: a test file that runs in
// Node (`// @vitest-environment node`: the pure logic, the service worker's) does not pay for them.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  // findBy… and waitFor give up after 1 s by default: a lazy chunk (a dialog) imported on a busy
  // 2-core machine can take longer. A real failure still fails, only later.
  configure({ asyncUtilTimeout: 5000 })
}
