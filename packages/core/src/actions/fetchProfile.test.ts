import { afterEach, expect, test, vi } from 'vitest'
import { startAccountDataServer } from '../test/accountDataServer.ts'
import { createTestClient } from '../test/createTestClient.ts'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const AVATAR = 'data:image/svg+xml,%3Csvg%2F%3E'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup(answer: { status: number; body?: unknown }) {
  const server = await startAccountDataServer({ '/v1/identity/': () => answer })
  const client = createTestClient({ endpoints: { apiUrl: server.url } })
  cleanups.push(() => client.destroy(), server.close)
  return { client, asked: () => server.asked(`/v1/identity/${ADDRESS}`) }
}

test('connecting fills profileName and profileImage from the identity API', async () => {
  const { client, asked } = await setup({
    status: 200,
    body: { name: 'alice.latch', avatar: AVATAR },
  })
  await client.connect({ connectorId: 'dev.wallet' })
  await vi.waitFor(() =>
    expect(client.getState().accounts.eip155).toMatchObject({
      profileName: 'alice.latch',
      profileImage: AVATAR,
    }),
  )
  expect(asked()[0]?.query.get('sender')).toBe(ADDRESS)
})

test('the identity cache answers a second lookup within 5 minutes', async () => {
  const { client, asked } = await setup({
    status: 200,
    body: { name: 'alice.latch', avatar: null },
  })
  await client.connect({ connectorId: 'dev.wallet' })
  await vi.waitFor(() => expect(client.getState().accounts.eip155?.profileName).toBe('alice.latch'))
  await client.fetchProfile()
  expect(asked()).toHaveLength(1)
  expect(client.getState().accounts.eip155?.profileImage).toBeUndefined()
})

test('an account without a name, or a failed lookup, keeps no profile fields', async () => {
  const { client, asked } = await setup({ status: 500 })
  await client.connect({ connectorId: 'dev.wallet' })
  await vi.waitFor(() => expect(asked()).toHaveLength(1))
  expect(await client.fetchProfile()).toBeUndefined()
  expect(client.getState().accounts.eip155).not.toHaveProperty('profileName')
  expect(client.getState().toast).toBeUndefined()
})
