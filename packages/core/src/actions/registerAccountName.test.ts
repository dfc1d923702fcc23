import { afterEach, expect, test, vi } from 'vitest'
import {
  AuthConnectorNotFoundError,
  InvalidAccountNameError,
  NameSuggestionsError,
  RegisterAccountNameError,
} from '../errors/accountName.ts'
import { InvalidChainIdError } from '../errors/name.ts'
import { parseAccountNameMessage } from '../names/accountNameMessage.ts'
import { defineNetwork } from '../networks/defineNetwork.ts'
import { startAccountDataServer } from '../test/accountDataServer.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'
import type { Answer } from '../test/startHttpServer.ts'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const COIN_TYPE = 0x80000000 + 31337

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup({
  connectorId = 'AUTH',
  register = { status: 200, body: { success: true, name: 'my-name-1234.latch' } },
  suggestions = { status: 200, body: { suggestions: [] } },
}: {
  connectorId?: string
  register?: Answer
  suggestions?: Answer
} = {}) {
  let named = false
  const server = await startAccountDataServer({
    '/v1/profile/account': () => {
      if (register.status === 200) named = true
      return register
    },
    '/v1/profile/suggestions/': () => suggestions,
    '/v1/identity/': () => ({
      status: 200,
      body: { name: named ? 'my-name-1234.latch' : null, avatar: null },
    }),
  })
  const scripted = createScriptedAdapter({
    connectors: [
      { id: connectorId, name: 'Wallet', type: 'AUTH', chain: 'eip155', installed: true },
    ],
  })
  const client = createTestClient({
    endpoints: { apiUrl: server.url },
    adapters: [scripted.adapter],
  })
  cleanups.push(() => client.destroy(), server.close)
  await client.connect({ connectorId })
  return { client, server, scripted }
}

test('registers the normalised name: signs a message, posts it with the coin type, shows the name', async () => {
  const { client, server, scripted } = await setup()
  // Wait for the connect-time identity lookup, so the cache holds "no name".
  await vi.waitFor(() => expect(server.asked('/v1/identity/')).toHaveLength(1))
  expect(await client.registerAccountName({ name: 'My-Name-1234' })).toEqual({
    name: 'my-name-1234.latch',
  })
  const [post] = server.asked('/v1/profile/account')
  const body = post!.body as Record<string, unknown>
  expect(post!.method).toBe('POST')
  expect(body).toMatchObject({ coin_type: COIN_TYPE, address: ADDRESS, signature: '0xsigned' })
  const message = parseAccountNameMessage(body.message as string)
  expect(message).toMatchObject({
    name: 'my-name-1234.latch',
    coinType: COIN_TYPE,
    address: ADDRESS,
  })
  expect(Math.abs(Date.parse(message!.issuedAt) - Date.now())).toBeLessThan(5_000)
  expect(scripted.calls).toContain(`sign:${body.message}`)
  // The identity cache was dropped: the account shows its new name at once.
  expect(client.getState().accounts.eip155?.profileName).toBe('my-name-1234.latch')
})

test('a refusal becomes "Error registering name {name}" with the server’s code', async () => {
  const { client } = await setup({
    register: { status: 409, body: { error: 'name_taken', message: 'alice.latch is taken' } },
  })
  const error = await client.registerAccountName({ name: 'alice' }).catch((caught) => caught)
  expect(error).toBeInstanceOf(RegisterAccountNameError)
  expect(error.shortMessage).toBe('Error registering name alice.latch')
  expect(error.code).toBe('name_taken')
  expect(client.getState().accounts.eip155?.profileName).toBeUndefined()
})

test.each([
  ['ab', 'too_short', 'Name must be at least 4 characters'],
  ['a_b', 'characters', 'Use only letters, numbers and hyphens'],
])('%s is refused before anything is signed (%s)', async (name, reason, text) => {
  const { client, server, scripted } = await setup()
  const error = await client.registerAccountName({ name }).catch((caught) => caught)
  expect(error).toBeInstanceOf(InvalidAccountNameError)
  expect({ reason: error.reason, text: error.shortMessage }).toEqual({ reason, text })
  expect(scripted.calls.filter((call) => call.startsWith('sign:'))).toEqual([])
  expect(server.asked('/v1/profile/account')).toEqual([])
})

test('an account of another connector gets "Address or auth connector not found"', async () => {
  const { client, server } = await setup({ connectorId: 'dev.wallet' })
  const error = await client.registerAccountName({ name: 'my-name' }).catch((caught) => caught)
  expect(error).toBeInstanceOf(AuthConnectorNotFoundError)
  expect(error.shortMessage).toBe('Address or auth connector not found')
  expect(server.asked('/v1/profile/account')).toEqual([])
})

test('a chain id past 2^31 has no coin type: "Invalid chainId"', async () => {
  const big = defineNetwork({
    id: 2 ** 31,
    name: 'Huge',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })
  const server = await startAccountDataServer({}, [])
  const scripted = createScriptedAdapter({
    connectors: [{ id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155', installed: true }],
  })
  scripted.script.chainId = 2 ** 31
  const client = createTestClient({
    endpoints: { apiUrl: server.url },
    adapters: [scripted.adapter],
    networks: [big],
  })
  cleanups.push(() => client.destroy(), server.close)
  await client.connect({ connectorId: 'AUTH' })
  const error = await client.registerAccountName({ name: 'my-name' }).catch((caught) => caught)
  expect(error).toBeInstanceOf(InvalidChainIdError)
  expect(error.shortMessage).toBe('Invalid chainId')
})

test('suggestions are read from /v1/profile/suggestions/{name}?zone=latch', async () => {
  const suggestions = [
    { name: 'alice.latch', registered: true },
    { name: 'alice-1.latch', registered: false },
  ]
  const { client, server } = await setup({
    suggestions: { status: 200, body: { suggestions } },
  })
  expect(await client.fetchNameSuggestions({ name: 'alice' })).toEqual(suggestions)
  const [asked] = server.asked('/v1/profile/suggestions/alice')
  expect(asked?.query.get('zone')).toBe('latch')
})

test.each([
  ['a server error', { status: 500, body: { error: 'internal_error' } }],
  ['an answer of another shape', { status: 200, body: { suggestions: [{ name: 1 }] } }],
])('%s becomes "Error fetching name suggestions"', async (_, answer) => {
  const { client } = await setup({ suggestions: answer })
  const error = await client.fetchNameSuggestions({ name: 'alice' }).catch((caught) => caught)
  expect(error).toBeInstanceOf(NameSuggestionsError)
  expect(error.shortMessage).toBe('Error fetching name suggestions')
})
