import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { createTestClient } from '../test/createTestClient.ts'
import { exportedNames } from '../test/exportedNames.ts'
import { cookieStorage, cookieToInitialState } from './ssr.ts'

const file = fileURLToPath(new URL('./ssr.ts', import.meta.url))
const names = exportedNames(file)

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const entry = (key: string, value: string) =>
  `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
const COOKIE = [
  'theme=dark',
  entry('@latch/connected_connector_ids', '{"eip155":"dev.latch.testwallet"}'),
  entry(
    '@latch/connections',
    `{"eip155":[{"connectorId":"dev.latch.testwallet","accounts":[{"address":"${ADDRESS}"}]}]}`,
  ),
  entry('@latch/active_caip_network_id', 'eip155:31338'),
  entry('@latch/version', '1'),
].join('; ')

test('@latch/core/ssr exports the cookie storage and the server-side reader', () => {
  expect(names).toMatchInlineSnapshot(`
    [
      "CookieToInitialStateParameters (type)",
      "LatchInitialState (type)",
      "cookieStorage (value)",
      "cookieToInitialState (value)",
    ]
  `)
})

test('cookieToInitialState reads the stored connection from a Cookie header', () => {
  expect(cookieToInitialState({}, COOKIE)).toMatchObject({
    connectedConnectorIds: { eip155: 'dev.latch.testwallet' },
    activeCaipNetworkId: 'eip155:31338',
    connections: { eip155: [{ accounts: [{ address: ADDRESS }] }] },
  })
  // The client's prefix, given as options or as the client itself.
  const other = COOKIE.replaceAll('%40latch', '%40shop')
  expect(cookieToInitialState({}, other)).toBeUndefined()
  expect(cookieToInitialState({ storageKeyPrefix: '@shop' }, other)).toBeDefined()
  const client = createTestClient({ storageKeyPrefix: '@shop' })
  expect(cookieToInitialState(client, other)?.activeCaipNetworkId).toBe('eip155:31338')
  expect(cookieToInitialState(client, COOKIE)).toBeUndefined()
  client.destroy()
})

test('nothing, another version or bad entries read as nothing stored, never throw', () => {
  expect(cookieToInitialState({}, undefined)).toBeUndefined()
  expect(cookieToInitialState({}, '')).toBeUndefined()
  expect(cookieToInitialState({}, COOKIE.replace('version=1', 'version=0'))).toBeUndefined()
  const bad = [
    entry('@latch/connected_connector_ids', '{"mars":"x","eip155":42}'),
    `${encodeURIComponent('@latch/connections')}=%E0%A4%A`,
    entry('@latch/active_namespace', 'mars'),
    entry('@latch/version', '1'),
  ].join(';')
  expect(cookieToInitialState({}, bad)).toMatchObject({
    connectedConnectorIds: {},
    connections: {},
    activeNamespace: undefined,
  })
})

test('each stored namespace starts connecting with its stored address', () => {
  expect(cookieToInitialState({}, COOKIE)?.accounts).toEqual({
    eip155: { status: 'connecting', address: ADDRESS },
  })
})

test("with the site's networks, the stored network is checked as the client does", () => {
  const solana = COOKIE.replace('eip155%3A31338', 'solana%3Aabc')
  // Without networks: taken as stored. With them: a namespace the site doesn't use is dropped.
  expect(cookieToInitialState({}, solana)?.activeCaipNetworkId).toBe('solana:abc')
  const client = createTestClient()
  expect(cookieToInitialState(client, solana)?.activeCaipNetworkId).toBeUndefined()
  expect(cookieToInitialState(client, COOKIE)?.activeCaipNetworkId).toBe('eip155:31338')
  client.destroy()
})

test('cookieStorage keeps nothing on a server', () => {
  cookieStorage.setItem('@latch/version', '1')
  expect(cookieStorage.getItem('@latch/version')).toBeNull()
  cookieStorage.removeItem('@latch/version')
})
