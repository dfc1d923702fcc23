/**
 * connectFarcaster in core against a fake frame: ConnectingFarcaster shown, the channel's link in
 * `state.embedded.farcaster.url`, CONNECT_FARCASTER waited on (10 min), both namespaces connected,
 * the username stored; a failure is 'Failed to connect to farcaster' with the frame's code and the
 * view usable; leaving the view or closing the modal aborts the wait in the frame.
 */
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectFarcaster } from '../actions/connectFarcaster.ts'
import { goBack } from '../actions/goBack.ts'
import { open } from '../actions/open.ts'
import type { LatchClient } from '../client/latchClient.ts'
import { EmbeddedWalletRequestError } from '../errors/embedded.ts'
import { FarcasterConnectionError } from '../errors/farcaster.ts'
import { latchDevnet, solanaDevnet } from '../networks/builtin.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'
import {
  createFakeFrame,
  createQuietSolanaAdapter,
  EVM_ADDRESS,
  embeddedUser,
} from '../test/fakeEmbeddedFrame.ts'
import { embeddedStorageKey } from './embeddedStorage.ts'
import type { EmbeddedUser } from './types.ts'

const LINK = 'http://127.0.0.1:8794/~/siwf?channelToken=c1&nonce=n&siweUri=x&domain=y'
const farcasterUser: EmbeddedUser = { ...embeddedUser, email: undefined, userName: 'ada' }

const clients: LatchClient[] = []
beforeAll(() => import('./callEmbedded.ts'))
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

function setup(connect: () => Promise<unknown> = async () => farcasterUser) {
  const frame = createFakeFrame({
    GET_FARCASTER_URI: async () => ({ url: LINK }),
    CONNECT_FARCASTER: connect as never,
  })
  const storage = createMemoryStorage()
  const client = createTestClient(
    {
      networks: [latchDevnet, solanaDevnet],
      adapters: [createScriptedAdapter().adapter, createQuietSolanaAdapter()],
      embeddedWallet: frame.config,
    },
    storage,
  )
  clients.push(client)
  return { client, frame, storage }
}

const view = (client: LatchClient) => client.store.getState().history.at(-1)?.view

describe('connectFarcaster', () => {
  test('ConnectingFarcaster with the link, the wait, then both namespaces connect and the modal closes', async () => {
    let answer: (user: EmbeddedUser) => void = () => {}
    const { client, frame, storage } = setup(
      () => new Promise<EmbeddedUser>((resolve) => (answer = resolve)),
    )
    await open(client)
    const login = connectFarcaster(client)
    expect(view(client)).toBe('ConnectingFarcaster')
    expect(client.store.getState().embedded.farcaster).toEqual({ status: 'pending' })
    await expect
      .poll(() => client.store.getState().embedded.farcaster)
      .toEqual({ status: 'pending', url: LINK })
    const wait = frame.calls.find((call) => call.action === 'CONNECT_FARCASTER')
    expect(wait?.options).toMatchObject({ timeoutMs: 600_000 })
    answer(farcasterUser)
    const connection = await login
    expect(connection?.address).toBe(EVM_ADDRESS)
    const state = client.store.getState()
    expect(state.embedded.farcaster).toBeUndefined()
    expect(state.embedded.user).toEqual(farcasterUser)
    expect(state.open).toBe(false)
    expect(storage.getItem(embeddedStorageKey(client, 'socialUsername'))).toBe('ada')
  })

  test("a declined channel: 'Failed to connect to farcaster' with the frame's code, the view stays", async () => {
    const refusal = new EmbeddedWalletRequestError({
      message: 'Failed to connect to farcaster',
      code: 'channel_expired',
    })
    const { client } = setup(async () => {
      throw refusal
    })
    await open(client)
    const error = await connectFarcaster(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FarcasterConnectionError)
    expect((error as FarcasterConnectionError).shortMessage).toBe('Failed to connect to farcaster')
    expect((error as FarcasterConnectionError).cause).toBe(refusal)
    expect(client.store.getState().embedded.farcaster).toEqual({
      status: 'error',
      url: LINK,
      error: 'Failed to connect to farcaster',
      errorCode: 'channel_expired',
      // The error itself, so the modal shows its class's text in its language.
      failure: error,
    })
    expect(view(client)).toBe('ConnectingFarcaster')
    expect(client.store.getState().embedded.user).toBeUndefined()
  })

  test('Try again starts a new channel on the same view (no second push)', async () => {
    let fail = true
    const { client, frame } = setup(async () => {
      if (fail) throw new EmbeddedWalletRequestError({ code: 'signature_invalid' })
      return farcasterUser
    })
    await open(client)
    await connectFarcaster(client).catch(() => {})
    const depth = client.store.getState().history.length
    fail = false
    await connectFarcaster(client)
    expect(frame.actions().filter((a) => a === 'GET_FARCASTER_URI')).toHaveLength(2)
    expect(client.store.getState().embedded.user).toEqual(farcasterUser)
    expect(depth).toBeGreaterThan(0)
  })

  test('called with the modal closed: the modal opens on ConnectingFarcaster', async () => {
    let answer: (user: EmbeddedUser) => void = () => {}
    const { client } = setup(() => new Promise<EmbeddedUser>((resolve) => (answer = resolve)))
    const login = connectFarcaster(client)
    await expect.poll(() => client.store.getState().embedded.farcaster?.url).toBe(LINK)
    expect(client.store.getState().open).toBe(true)
    expect(view(client)).toBe('ConnectingFarcaster')
    answer(farcasterUser)
    expect((await login)?.address).toBe(EVM_ADDRESS)
  })

  test('going back from the view aborts the wait in the frame; nothing is shown', async () => {
    const { client, frame } = setup(() => new Promise(() => {}))
    await open(client)
    const login = connectFarcaster(client)
    await expect.poll(() => client.store.getState().embedded.farcaster?.url).toBe(LINK)
    goBack(client)
    expect(await login).toBeUndefined()
    const wait = frame.calls.find((call) => call.action === 'CONNECT_FARCASTER')
    const abort = frame.calls.find((call) => call.action === 'ABORT')
    expect(abort?.payload).toEqual({ requestId: wait?.options?.id })
    expect(client.store.getState().embedded.farcaster).toBeUndefined()
  })
})
