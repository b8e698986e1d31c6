// @vitest-environment node
import { it } from 'vitest'
import { sql } from 'kysely'
import { testDatabase } from '/work/main/src/server/db/test-database.ts'
it('probe', async () => {
  const { db } = await testDatabase()
  const r = await sql`SELECT lower('ŁÓDŹ Émile ß') AS l, 'b' < 'B' AS cmp, 'ł' < 'm' as c2, (SELECT datcollate || '/' || datctype || '/' || pg_encoding_to_char(encoding) FROM pg_database WHERE datname = current_database()) AS dc, normalize('é', NFD) AS n`.execute(db)
  console.log(JSON.stringify(r.rows))
  const ex = await sql`SELECT name FROM pg_available_extensions`.execute(db)
  console.log(JSON.stringify(ex.rows))
})
