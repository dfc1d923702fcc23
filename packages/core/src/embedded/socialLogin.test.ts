/**
 * connectSocial in core against a fake frame and a fake `window` (Node has none): the popup opened
 * before anything awaits, the result taken only from the frame origin and that popup, 'Popup
 * closed' by the 1 s poll, the frame's refusals inline, both namespaces connected, SPEC §3's
 * storage of provider and username, restored on reload, cleared on sign-out.
 */
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { connectSocial } from '../actions/connectSocial.ts'
import type { LatchClient } from '../client/latchClient.ts'
import { EmbeddedWalletRequestError } from '../errors/embedded.ts'
import { SocialConnectionError, SocialPopupClosedError } from '../errors/social.ts'
import type { LatchEventName } from '../events/events.ts'
import { latchDevnet, solanaDevnet } from '../networks/builtin.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'
import {
  createFakeFrame,
  createQuietSolanaAdapter,
  EVM_ADDRESS,
  embeddedUser,
  SOLANA_ADDRESS,
} from '../test/fakeEmbeddedFrame.ts'
import type { EmbeddedUser } from './types.ts'

const FRAME_ORIGIN = 'http://localhost:8788'
const AUTHORIZE = 'http://127.0.0.1:8793/github/auth?state=s1'
const RESULT = `${FRAME_ORIGIN}/embedded/v1/social/callback?code=c&state=s1`
const socialUser: EmbeddedUser = {
  ...embeddedUser,
  email: undefined,
  socialProvider: 'discord',
  userName: 'ada0',
}

type FakePopup = {
  closed: boolean
  close(): void
  location: { href: string }
  document: { title: string; body: { textContent: string } }
}

function fakeWindow() {
  const popups: FakePopup[] = []
  const target = new EventTarget()
  const win = Object.assign(target, {
    screenX: 0,
    screenY: 0,
    outerWidth: 1200,
    outerHeight: 900,
    open: vi.fn((): FakePopup | null => {
      const popup: FakePopup = {
        closed: false,
        close() {
          popup.closed = true
        },
        location: { href: '' },
        document: { title: '', body: { textContent: '' } },
      }
      popups.push(popup)
      return popup
    }),
  })
  vi.stubGlobal('window', win)
  const post = (data: unknown, origin = FRAME_ORIGIN, source: unknown = popups.at(-1)) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  return { win, popups, post }
}

const clients: LatchClient[] = []
beforeAll(() => import('./callEmbedded.ts'))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  for (const client of clients.splice(0)) client.destroy()
})

function setup(user: EmbeddedUser = socialUser, storage = createMemoryStorage()) {
  const frame = createFakeFrame({
    GET_SOCIAL_REDIRECT_URI: async () => ({ uri: AUTHORIZE }),
    CONNECT_SOCIAL: async () => user,
  })
  const client = createTestClient(
    {
      networks: [latchDevnet, solanaDevnet],
      adapters: [createScriptedAdapter().adapter, createQuietSolanaAdapter()],
      embeddedWallet: frame.config,
    },
    storage,
  )
  clients.push(client)
  const events: LatchEventName[] = []
  client.subscribeEvents((event) => events.push(event.data.event))
  return { client, frame, storage, events }
}

/** Waits until the popup was sent to the provider (the frame's code may still be loading). */
const sentToProvider = (popup: () => FakePopup | undefined) =>
  vi.waitFor(() => expect(popup()?.location.href).toBe(AUTHORIZE), { timeout: 10_000 })

describe('connectSocial', () => {
  test('the popup opens synchronously (600x800), goes to the provider, the result connects both namespaces', async () => {
    const { win, popups, post } = fakeWindow()
    const { client, frame, storage, events } = setup()
    const login = connectSocial(client, { provider: 'discord' })
    // Before any await: a click's popup.
    expect(win.open).toHaveBeenCalledTimes(1)
    expect(win.open.mock.calls[0]).toEqual([
      '',
      'latch-social',
      expect.stringMatching(/^popup,width=600,height=800,/),
    ])
    expect(client.getState().embedded.social).toEqual({ provider: 'discord', status: 'pending' })
    await sentToProvider(() => popups[0])
    expect(frame.calls.find((call) => call.action === 'GET_SOCIAL_REDIRECT_URI')).toMatchObject({
      payload: { provider: 'discord' },
      options: { timeoutMs: 120_000 },
    })
    post({ type: 'latch:social-result', resultUri: RESULT })
    await login
    expect(frame.calls.at(-1)).toMatchObject({
      action: 'CONNECT_SOCIAL',
      payload: { uri: RESULT },
    })
    const state = client.getState()
    expect(state.connectedConnectorIds).toEqual({ eip155: 'AUTH', solana: 'AUTH' })
    expect(state.accounts.eip155).toMatchObject({ address: EVM_ADDRESS, socialProvider: 'discord' })
    expect(state.accounts.solana?.address).toBe(SOLANA_ADDRESS)
    expect(state.accounts.eip155?.connectedWalletInfo?.social).toBe('discord')
    expect(state.embedded.social).toBeUndefined()
    expect(state.connectedSocial).toBe('discord')
    expect(state.connectedSocialUsername).toBe('ada0')
    expect(storage.getItem('@latch/connected_social')).toContain('discord')
    expect(storage.getItem('@latch/embedded_social_username')).toBe('ada0')
    expect(events).toEqual(expect.arrayContaining(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_SUCCESS']))
  })

  test('messages from another origin, another window or of another type are ignored', async () => {
    const { popups, post } = fakeWindow()
    const { client, frame } = setup()
    const login = connectSocial(client, { provider: 'github' })
    await sentToProvider(() => popups[0])
    post({ type: 'latch:social-result', resultUri: RESULT }, 'http://evil.example')
    post({ type: 'latch:social-result', resultUri: RESULT }, FRAME_ORIGIN, {})
    post({ type: 'latch:other', resultUri: RESULT })
    post({ type: 'latch:social-result', resultUri: 7 })
    post('latch:social-result')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(frame.actions()).not.toContain('CONNECT_SOCIAL')
    post({ type: 'latch:social-result', resultUri: RESULT })
    await login
    expect(frame.actions().filter((action) => action === 'CONNECT_SOCIAL')).toHaveLength(1)
  })

  test("the visitor closes the popup: 'Popup closed' within the 1 s poll, nothing connected", async () => {
    const { popups } = fakeWindow()
    const { client, frame, events } = setup()
    const login = connectSocial(client, { provider: 'github' })
    const failed = login.catch((error: unknown) => error)
    await sentToProvider(() => popups[0])
    popups[0]?.close()
    const error = await failed
    expect(error).toBeInstanceOf(SocialPopupClosedError)
    expect(client.getState().embedded.social).toEqual({
      provider: 'github',
      status: 'error',
      error: 'Popup closed',
      errorCode: 'popup_closed',
      failure: error,
    })
    expect(frame.actions()).not.toContain('CONNECT_SOCIAL')
    expect(client.getState().connectedConnectorIds).toEqual({})
    expect(events).toContain('SOCIAL_LOGIN_CANCELED')
  })

  test('closing the modal gives the login up: the popup closes, nothing connects, nothing is left shown', async () => {
    const { popups, post } = fakeWindow()
    const { client, frame, events } = setup()
    await client.open()
    const login = connectSocial(client, { provider: 'github' })
    const failed = login.catch((error: unknown) => error)
    await sentToProvider(() => popups[0])
    client.close()
    expect(popups[0]?.closed).toBe(true)
    const error = await failed
    expect(error).toBeInstanceOf(SocialPopupClosedError)
    expect(client.getState().embedded.social).toBeUndefined()
    // A result that still comes (the provider's page was quick) is not taken.
    post({ type: 'latch:social-result', resultUri: RESULT }, FRAME_ORIGIN, popups[0])
    expect(frame.actions()).not.toContain('CONNECT_SOCIAL')
    expect(client.getState().connectedConnectorIds).toEqual({})
    expect(events).toContain('SOCIAL_LOGIN_CANCELED')

    // A later login, with the modal open again, goes as usual.
    await client.open()
    const again = connectSocial(client, { provider: 'github' })
    await sentToProvider(() => popups[1])
    post({ type: 'latch:social-result', resultUri: RESULT }, FRAME_ORIGIN, popups[1])
    await again
    expect(client.getState().connectedConnectorIds).toMatchObject({ eip155: 'AUTH' })
  })

  test("a blocked popup: 'Failed to initiate social connection', the frame not asked", async () => {
    const { win } = fakeWindow()
    win.open.mockReturnValueOnce(null)
    const { client, frame } = setup()
    await expect(connectSocial(client, { provider: 'google' })).rejects.toBeInstanceOf(
      SocialConnectionError,
    )
    expect(client.getState().embedded.social).toMatchObject({
      error: 'Failed to initiate social connection',
      errorCode: 'popup_blocked',
    })
    expect(frame.config.load).not.toHaveBeenCalled()
  })

  test("the frame's refusal shows inline with its code, the popup is closed; a retry works", async () => {
    const { popups, post } = fakeWindow()
    const { client, frame } = setup()
    frame.handlers.CONNECT_SOCIAL = async () => {
      throw new EmbeddedWalletRequestError({
        message: 'Connection rejected',
        code: 'provider_rejected',
      })
    }
    const login = connectSocial(client, { provider: 'github' })
    const failed = login.catch((error: unknown) => error)
    await sentToProvider(() => popups[0])
    post({ type: 'latch:social-result', resultUri: RESULT })
    expect(await failed).toBeInstanceOf(EmbeddedWalletRequestError)
    expect(client.getState().embedded.social).toMatchObject({
      status: 'error',
      error: 'Connection rejected',
      errorCode: 'provider_rejected',
    })
    expect(popups[0]?.closed).toBe(true)

    frame.handlers.CONNECT_SOCIAL = async () => socialUser
    const retry = connectSocial(client, { provider: 'github' })
    await sentToProvider(() => popups[1])
    post({ type: 'latch:social-result', resultUri: RESULT })
    await retry
    expect(client.getState().embedded.social).toBeUndefined()
    expect(client.getState().connectedConnectorIds.eip155).toBe('AUTH')
  })

  test('a reload restores the social account; sign-out clears provider and username', async () => {
    const { popups, post } = fakeWindow()
    const storage = createMemoryStorage()
    const first = setup(socialUser, storage)
    const login = connectSocial(first.client, { provider: 'discord' })
    await sentToProvider(() => popups[0])
    post({ type: 'latch:social-result', resultUri: RESULT })
    await login
    first.client.destroy()

    const { client, frame } = setup(socialUser, storage)
    frame.handlers.IS_CONNECTED = async () => ({ isConnected: true })
    frame.handlers.GET_USER = async () => socialUser
    await client.ready
    expect(client.getState().connectedConnectorIds).toEqual({ eip155: 'AUTH', solana: 'AUTH' })
    expect(client.getState().accounts.eip155?.socialProvider).toBe('discord')
    expect(client.getState().connectedSocialUsername).toBe('ada0')

    await client.disconnect()
    expect(client.getState().connectedSocial).toBeUndefined()
    expect(client.getState().connectedSocialUsername).toBeUndefined()
    expect(storage.getItem('@latch/embedded_social_username')).toBeNull()
    expect(storage.getItem('@latch/connected_social_username')).toBeNull()
  })
})
