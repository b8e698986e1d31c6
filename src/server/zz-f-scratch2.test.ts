// @vitest-environment node
import { expect, it } from 'vitest'
import { issueAccessToken } from './auth.ts'
import { withRepo } from './context.ts'
import { call, TEST_SECRET, testServer, userId } from './testing.ts'

const app = await testServer()
const signIn = async (email: string) => {
  const id = await userId(app, email)
  return { id, token: issueAccessToken(id, TEST_SECRET, new Date(), false) }
}

it('keeps notification counters in step with what changed', async () => {
  const { id, token } = await signIn('anna@example.com')
  const counter = async (): Promise<number> =>
    ((await call(app, 'GET', `/api/notification-counter/${id}`, { token })).json as { count: number }).count
  expect(await counter()).toBe(5)
  const first = (await call(app, 'GET', `/api/notifications/${id}/1/30`, { token })).json as [
    { resultData: { _id: string; isRead: boolean; createdAt: string }[]; pageInfo: { totalRecords: number }[] },
  ]
  expect(first[0].pageInfo).toEqual([{ totalRecords: 35 }])
  expect(first[0].resultData).toHaveLength(30)
  const times = first[0].resultData.map((n) => n.createdAt)
  expect([...times].sort().reverse()).toEqual(times)
  const second = (await call(app, 'GET', `/api/notifications/${id}/2/30`, { token })).json as [{ resultData: unknown[] }]
  expect(second[0].resultData).toHaveLength(5)
  const beyond = (await call(app, 'GET', `/api/notifications/${id}/3/30`, { token })).json
  expect(beyond).toEqual([{ resultData: [], pageInfo: [{ totalRecords: 35 }] }])
  const unread = first[0].resultData.filter((n) => !n.isRead).map((n) => n._id)
  const read = first[0].resultData.find((n) => n.isRead)!._id
  const post = (path: string, ids: string[]) => call(app, 'POST', `/api/${path}/${id}`, { token, body: { ids } })
  await post('mark-notifications-as-read', [...unread.slice(0, 2), read])
  expect(await counter()).toBe(3)
  expect((await withRepo(app.deps, (r) => r.notifications.get(unread[0])))!.isRead).toBe(true)
  await post('mark-notifications-as-unread', [read, read])
  expect(await counter()).toBe(4)
  expect((await withRepo(app.deps, (r) => r.notifications.get(read)))!.isRead).toBe(false)
  await post('delete-notifications', [read, unread[4]])
  expect(await counter()).toBe(2)
  expect((await post('delete-notifications', [])).status).toBe(200)
  expect((await post('delete-notifications', 'x' as unknown as string[])).status).toBe(400)
  const john = await signIn('john@example.com')
  expect((await call(app, 'GET', `/api/notification-counter/${id}`, { token: john.token })).status).toBe(403)
  expect((await call(app, 'POST', `/api/delete-notifications/${john.id}`, { token: john.token, body: { ids: unread } })).status).toBe(200)
  expect(await counter()).toBe(2)
  const empty = (await call(app, 'GET', `/api/notifications/${john.id}/1/30`, { token: john.token })).json
  console.log(JSON.stringify(empty))
})

it('lists companies and takes contact messages', async () => {
  const list = (await call(app, 'GET', '/api/all-companies')).json as { fullName: string; _id: string; avatar: string | null }[]
  console.log(JSON.stringify(list))
  const reply = await call(app, 'POST', '/api/send-email', { body: { isContactForm: true, from: 'a@b.example', subject: 'Hi', message: 'Hello' } })
  expect(reply.status).toBe(200)
  expect((await app.deps.outbox.all()).at(-1)).toMatchObject({ to: 'contact@volta.example', subject: '[Contact] Hi' })
})
