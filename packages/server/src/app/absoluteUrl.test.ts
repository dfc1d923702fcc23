import { afterEach, beforeAll, expect, test } from 'vitest'
import type { Db } from '../db/db.ts'
import { httpGet } from '../testing/httpGet.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'
import { createServerApp } from './createServerApp.ts'
import { type RunningServer, startServer } from './startServer.ts'

let db: Db
let server: RunningServer | undefined
beforeAll(async () => {
  db = await useTestDb()
})
afterEach(async () => {
  await server?.stop()
  server = undefined
})

async function firstImageUrl(url: string, headers: Record<string, string>) {
  const answer = await httpGet(url + withProject('/getWallets', { entries: '1' }), { headers })
  expect(answer.status).toBe(200)
  return (JSON.parse(answer.body) as { data: { image_url: string }[] }).data[0]?.image_url
}

test('without a public URL, links use the address the server listens on, never the Host header', async () => {
  server = await startServer({ port: 0, db, relay: false })
  const imageUrl = await firstImageUrl(server.url, { Host: 'evil.example' })
  expect(imageUrl).toMatch(new RegExp(`^${server.url}/getWalletImage/`))
  expect(imageUrl).not.toContain('evil.example')
})

test('with a public URL, links use it whatever the Host header says', async () => {
  server = await startServer({ port: 0, db, relay: false, publicUrl: 'https://api.shop.example/' })
  const imageUrl = await firstImageUrl(server.url, { Host: 'evil.example' })
  expect(imageUrl).toMatch(/^https:\/\/api\.shop\.example\/getWalletImage\/[^?]+\?projectId=/)
})

test('in-process requests (no socket) get http://localhost', async () => {
  const app = createServerApp({ db })
  const answer = await app.request(withProject('/getWallets', { entries: '1' }), {
    headers: { Host: 'evil.example' },
  })
  const { data } = (await answer.json()) as { data: { image_url: string }[] }
  expect(data[0]?.image_url).toMatch(/^http:\/\/localhost\/getWalletImage\//)
})
