import 'fake-indexeddb/auto'
import { configure } from '@testing-library/react'

// findBy… and waitFor give up after 1 s by default: a lazy chunk (a dialog) imported on a busy
// 2-core machine can take longer. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 })
