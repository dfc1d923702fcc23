// The sign-in rules (SPEC §4 Sign-in, §8) on a real client and store: the scripted wallet signs,
// a small in-memory SiwxConfig (or the real unverifiedSiwx()) keeps the sessions.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { NotConnectedError, SignatureDeclinedError } from '../errors/connection.ts'
import {
  SiwxInitError,
  SiwxNotEnabledError,
  SiwxSessionRejectedError,
  SmartAccountSignInError,
} from '../errors/siwx.ts'
import type { LatchEventName } from '../events/events.ts'
import { latchDevnet2 } from '../networks/builtin.ts'
import { createMemoryStorage, type Storage } from '../storage/createStorage.ts'
import { createScriptedAdapter, walletError } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import { parseSiwxMessage } from './message.ts'
import { siwxAccountKey } from './siwxAccountKey.ts'
import type { SiweConfig, SiwxAccount, SiwxConfig, SiwxSession } from './types.ts'
import { unverifiedSiwx } from './unverifiedSiwx.ts'

const ALICE = '0x00000000000000000000000000000000000000aa'
const BOB = '0x00000000000000000000000000000000000000bB'
const METADATA = { name: 'Site', description: '', url: 'http://127.0.0.1:5173', icons: [] }

/** An in-memory SiwxConfig whose steps a test can fail; it records what it was asked. */
function memorySiwx(
  options: { required?: boolean; signOutOnDisconnect?: boolean; lifetimeMs?: number } = {},
) {
  const sessions = new Map<string, SiwxSession>()
  const calls: string[] = []
  const fail = {
    createMessageFields: undefined as unknown,
    addSession: undefined as unknown,
    getSessions: undefined as unknown,
  }
  const config: SiwxConfig = {
    async createMessageFields(input) {
      calls.push(`fields:${input.chainId}:${input.address}`)
      if (fail.createMessageFields) throw fail.createMessageFields
      return { ...input, version: '1', nonce: 'AbCdEf123456', issuedAt: '2026-11-25T16:00:00Z' }
    },
    async addSession(session) {
      calls.push(`add:${siwxAccountKey(session.data)}`)
      if (fail.addSession) throw fail.addSession
      const kept = {
        ...session,
        token: `token-${sessions.size + 1}`,
        ...(options.lifetimeMs
          ? { expiresAt: new Date(Date.now() + options.lifetimeMs).toISOString() }
          : {}),
      }
      sessions.set(siwxAccountKey(session.data), kept)
      return kept
    },
    async getSessions(account) {
      calls.push(`get:${siwxAccountKey(account)}`)
      if (fail.getSessions) throw fail.getSessions
      const session = sessions.get(siwxAccountKey(account))
      return session ? [session] : []
    },
    async revokeSession(account) {
      calls.push(`revoke:${siwxAccountKey(account)}`)
      sessions.delete(siwxAccountKey(account))
    },
    getRequired: () => options.required ?? false,
    ...(options.signOutOnDisconnect === undefined
      ? {}
      : { signOutOnDisconnect: options.signOutOnDisconnect }),
  }
  return { config, sessions, calls, fail }
}

const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

type Setup = {
  siwx?: SiwxConfig
  storage?: Storage
  signError?: unknown
  adapter?: Partial<ChainAdapter>
}

function setup({ siwx, storage = createMemoryStorage(), signError, adapter }: Setup = {}) {
  const wallet = createScriptedAdapter()
  const signed: string[] = []
  const scripted: ChainAdapter = {
    ...wallet.adapter,
    async signMessage({ message }) {
      signed.push(message)
      if (signError) throw signError
      return `0x${'5'.repeat(130)}`
    },
    ...adapter,
  }
  const client = createTestClient(
    {
      adapters: [scripted],
      metadata: METADATA,
      ...(siwx ? { siwx } : {}),
    },
    storage as ReturnType<typeof createMemoryStorage>,
  )
  clients.push(client)
  const events: LatchEventName[] = []
  client.subscribeEvents((event) => events.push(event.data.event))
  const view = () => client.getState().history.at(-1)?.view
  return { client, wallet, signed, events, view, storage }
}

const key = (chainId: SiwxAccount['chainId'], address: string) =>
  siwxAccountKey({ chainId, address })

describe('after connecting (SPEC §4)', () => {
  test('an account without a session gets SIWXSignMessage; signing adds the session and closes', async () => {
    const siwx = memorySiwx()
    const { client, signed, events, view } = setup({ siwx: siwx.config })
    client.open()
    await client.connect({ connectorId: 'dev.wallet' })
    expect(view()).toBe('SIWXSignMessage')
    expect(client.getState().history).toHaveLength(1)
    expect(client.getState().siwx?.request).toMatchObject({
      namespace: 'eip155',
      chainId: 'eip155:31337',
      step: 'ready',
      domain: '127.0.0.1:5173',
    })
    const session = await client.signIn()
    // The wallet signed an EIP-4361 message for the page, with the checksummed address.
    expect(signed).toHaveLength(1)
    const fields = parseSiwxMessage(signed[0]!)
    expect(fields).toMatchObject({
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173/',
      chainId: 'eip155:31337',
      nonce: 'AbCdEf123456',
    })
    expect(fields.address.toLowerCase()).toBe(ALICE)
    expect(session).toMatchObject({ message: signed[0], token: 'token-1', data: fields })
    expect(client.getState().siwx?.sessions.eip155).toEqual(session)
    expect(client.getState().siwx?.request).toBeUndefined()
    expect(client.getState().open).toBe(false)
    expect(events).toEqual(
      expect.arrayContaining(['SIWX_SIGN_START', 'SIWX_SIGN_SUCCESS', 'MODAL_CLOSE']),
    )
  })

  test("while the session is checked: 'Authenticating...' (the loading toast and the request's step)", async () => {
    const siwx = memorySiwx()
    const seen: unknown[] = []
    const { client } = setup({
      siwx: {
        ...siwx.config,
        addSession: (session, context) => {
          const state = client.getState()
          seen.push(state.toast?.message, state.toast?.variant, state.siwx?.request?.step)
          return siwx.config.addSession(session, context)
        },
      },
    })
    await client.connect({ connectorId: 'dev.wallet' })
    await client.signIn()
    expect(seen).toEqual(['Authenticating...', 'loading', 'verifying'])
    expect(client.getState().toast?.open).toBe(false)
  })

  test('an account with a valid session is not asked; its session is in state', async () => {
    const siwx = memorySiwx()
    const first = setup({ siwx: siwx.config })
    await first.client.connect({ connectorId: 'dev.wallet' })
    await first.client.signIn()
    const second = setup({ siwx: siwx.config })
    await second.client.connect({ connectorId: 'dev.wallet' })
    expect(second.view()).not.toBe('SIWXSignMessage')
    expect(second.client.getState().siwx?.request).toBeUndefined()
    expect(second.client.getState().siwx?.sessions.eip155?.token).toBe('token-1')
    expect(second.signed).toEqual([])
  })

  test('at its end a session is dropped and the account asked again', async () => {
    // The server's session ends 300 ms after it is kept.
    const siwx = memorySiwx({ lifetimeMs: 300 })
    const { client, view } = setup({ siwx: siwx.config })
    await client.connect({ connectorId: 'dev.wallet' })
    await client.signIn()
    expect(client.getState().siwx?.sessions.eip155).toBeDefined()
    expect(client.getState().open).toBe(false)
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'), { timeout: 5_000 })
    expect(client.getState().open).toBe(true)
    expect(client.getState().siwx?.sessions.eip155).toBeUndefined()
  })

  test('a reload with a valid session: no prompt, ready settles with the session read', async () => {
    const storage = createMemoryStorage()
    const first = setup({ siwx: unverifiedSiwx(), storage })
    await first.client.connect({ connectorId: 'dev.wallet' })
    await first.client.signIn()
    first.client.destroy()
    const reloaded = setup({ siwx: unverifiedSiwx(), storage })
    await reloaded.client.ready
    expect(reloaded.client.getState().accounts.eip155?.status).toBe('connected')
    expect(reloaded.client.getState().open).toBe(false)
    expect(reloaded.client.getState().siwx?.sessions.eip155?.signature).toMatch(/^0x5/)
    expect(reloaded.signed).toEqual([])
  })

  test('a reload without a session asks again', async () => {
    const storage = createMemoryStorage()
    const first = setup({ siwx: memorySiwx().config, storage })
    await first.client.connect({ connectorId: 'dev.wallet' })
    first.client.destroy()
    const reloaded = setup({ siwx: memorySiwx().config, storage })
    await reloaded.client.ready
    expect(reloaded.view()).toBe('SIWXSignMessage')
    expect(reloaded.client.getState().open).toBe(true)
  })

  test('a wallet on a network the site does not list gets UnsupportedChain, not the sign view', async () => {
    const siwx = memorySiwx()
    const { client, wallet, view } = setup({ siwx: siwx.config })
    wallet.script.chainId = 999
    await client.connect({ connectorId: 'dev.wallet' })
    expect(view()).toBe('UnsupportedChain')
    expect(siwx.calls).toEqual([])
  })

  test('a config limited to other namespaces asks nothing of an eip155 account', async () => {
    const siwx = memorySiwx()
    const { client, view } = setup({ siwx: { ...siwx.config, namespaces: ['solana'] } })
    await client.connect({ connectorId: 'dev.wallet' })
    expect(view()).not.toBe('SIWXSignMessage')
    expect(siwx.calls).toEqual([])
  })
})

describe('cancel (SPEC §4)', () => {
  test('optional: the modal closes, the wallet stays, the account is not asked again on this page', async () => {
    const siwx = memorySiwx()
    const { client, wallet, events } = setup({ siwx: siwx.config })
    client.open()
    await client.connect({ connectorId: 'dev.wallet' })
    await client.cancelSignIn()
    expect(client.getState().open).toBe(false)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(events).toContain('SIWX_SIGN_CANCEL')
    // The wallet repeats its account (some do on every request): no loop back to the prompt.
    const reads = siwx.calls.length
    for (let round = 0; round < 3; round++) {
      wallet.context()!.accountsChanged({ connectorId: 'dev.wallet', accounts: [ALICE] })
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(siwx.calls.length).toBe(reads)
    expect(client.getState().open).toBe(false)
    expect(events.filter((event) => event === 'MODAL_OPEN')).toHaveLength(1)
  })

  test('required, no other signed-in network: the wallet disconnects and the modal closes', async () => {
    const siwx = memorySiwx({ required: true })
    const { client } = setup({ siwx: siwx.config })
    client.open()
    await client.connect({ connectorId: 'dev.wallet' })
    await client.cancelSignIn()
    expect(client.getState().accounts.eip155).toBeUndefined()
    expect(client.getState().connectedNamespaces).toEqual([])
    expect(client.getState().open).toBe(false)
    expect(client.getState().siwx?.request).toBeUndefined()
  })

  test('required, after a network change: back to the last network with a session, still connected', async () => {
    const siwx = memorySiwx({ required: true })
    const { client, wallet, view } = setup({ siwx: siwx.config })
    await client.connect({ connectorId: 'dev.wallet' })
    await client.signIn()
    await client.switchNetwork({ network: latchDevnet2 })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(client.getState().siwx?.request?.chainId).toBe('eip155:31338')
    expect(client.getState().siwx?.sessions.eip155).toBeUndefined()
    await client.cancelSignIn()
    expect(wallet.calls.filter((call) => call.startsWith('switch:'))).toEqual([
      'switch:eip155:31338',
      'switch:eip155:31337',
    ])
    expect(client.getState().activeCaipNetworkId).toBe('eip155:31337')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    await vi.waitFor(() => expect(client.getState().siwx?.sessions.eip155?.token).toBe('token-1'))
    expect(client.getState().open).toBe(false)
  })

  test('required: closing is refused while asking (the modal shakes); Cancel still works', async () => {
    const siwx = memorySiwx({ required: true })
    const { client } = setup({ siwx: siwx.config })
    client.open()
    await client.connect({ connectorId: 'dev.wallet' })
    client.close()
    expect(client.getState().open).toBe(true)
    expect(client.getState().shaking).toBe(true)
    client.goBack()
    expect(client.getState().open).toBe(true)
    await client.cancelSignIn()
    expect(client.getState().open).toBe(false)
  })

  test('optional: closing the modal is a Cancel (the request ends, not asked again on this page)', async () => {
    const siwx = memorySiwx()
    const { client, wallet, events } = setup({ siwx: siwx.config })
    client.open()
    await client.connect({ connectorId: 'dev.wallet' })
    client.close()
    expect(client.getState().open).toBe(false)
    await vi.waitFor(() => expect(client.getState().siwx?.request).toBeUndefined())
    expect(events).toContain('SIWX_SIGN_CANCEL')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    wallet.context()!.chainChanged({ connectorId: 'dev.wallet', chainId: 31_337 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(client.getState().open).toBe(false)
  })

  test('required: the wallet moving to a network the site does not list ends the request; UnsupportedChain shows', async () => {
    const { client, wallet, view } = setup({ siwx: memorySiwx({ required: true }).config })
    client.open()
    await client.connect({ connectorId: 'dev.wallet' })
    expect(view()).toBe('SIWXSignMessage')
    wallet.context()!.chainChanged({ connectorId: 'dev.wallet', chainId: 999 })
    await vi.waitFor(() => expect(client.getState().siwx?.request).toBeUndefined())
    expect(view()).toBe('UnsupportedChain')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(view()).toBe('UnsupportedChain')
    // Back on a listed network: asked again.
    wallet.context()!.chainChanged({ connectorId: 'dev.wallet', chainId: 31_337 })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
  })

  test('required: the modal opened on another view comes back to the sign view', async () => {
    const { client, view } = setup({ siwx: memorySiwx({ required: true }).config })
    await client.connect({ connectorId: 'dev.wallet' })
    expect(view()).toBe('SIWXSignMessage')
    await client.open({ view: 'Account' })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(client.getState().history).toHaveLength(1)
  })
})

describe('errors by class (SPEC §8)', () => {
  test("a decline (4001) is 'Signature declined': the view stays to try again", async () => {
    const siwx = memorySiwx({ required: true })
    const { client, view, events } = setup({
      siwx: siwx.config,
      signError: walletError(4001, 'User rejected the request.'),
    })
    client.open()
    await client.connect({ connectorId: 'dev.wallet' })
    const error = await client.signIn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    expect(client.getState().toast?.message).toBe('Signature declined')
    expect(view()).toBe('SIWXSignMessage')
    expect(client.getState().siwx?.request?.step).toBe('ready')
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(siwx.calls.some((call) => call.startsWith('add:'))).toBe(false)
    expect(events).toContain('SIWX_SIGN_ERROR')
  })

  test('a decline whose text says otherwise is still classified by its code', async () => {
    const { client } = setup({
      siwx: memorySiwx().config,
      signError: walletError(4001, 'Something else entirely'),
    })
    await client.connect({ connectorId: 'dev.wallet' })
    expect(await client.signIn().catch((e: unknown) => e)).toBeInstanceOf(SignatureDeclinedError)
  })

  test("no nonce: 'A problem occurred while trying initialize authentication', disconnected, back to Connect", async () => {
    const siwx = memorySiwx()
    siwx.fail.createMessageFields = new Error('nonce server down')
    const { client, view, signed } = setup({ siwx: siwx.config })
    client.open()
    await client.connect({ connectorId: 'dev.wallet' })
    const error = await client.signIn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxInitError)
    expect((error as SiwxInitError).shortMessage).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(signed).toEqual([])
    expect(client.getState().accounts.eip155).toBeUndefined()
    expect(view()).toBe('Connect')
    expect(client.getState().open).toBe(true)
    await vi.waitFor(() =>
      expect(client.getState().toast?.message).toBe(
        'A problem occurred while trying initialize authentication',
      ),
    )
  })

  test('sessions that cannot be read are the same init failure', async () => {
    const siwx = memorySiwx()
    siwx.fail.getSessions = new Error('storage gone')
    const { client } = setup({ siwx: siwx.config })
    await client.connect({ connectorId: 'dev.wallet' })
    expect(client.getState().accounts.eip155).toBeUndefined()
  })

  test("a contract account's refused signature is 'This application might not support Smart Accounts'", async () => {
    const siwx = memorySiwx()
    siwx.fail.addSession = new SiwxSessionRejectedError({
      code: 'invalid_signature',
      contractAccount: true,
    })
    const { client, view } = setup({ siwx: siwx.config })
    client.open()
    await client.connect({ connectorId: 'dev.wallet' })
    const error = await client.signIn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmartAccountSignInError)
    await vi.waitFor(() =>
      expect(client.getState().toast?.message).toBe(
        'This application might not support Smart Accounts',
      ),
    )
    expect(view()).toBe('SIWXSignMessage')
  })

  test("an EOA's refused signature keeps the config's refusal", async () => {
    const siwx = memorySiwx()
    siwx.fail.addSession = new SiwxSessionRejectedError({ code: 'invalid_nonce' })
    const { client } = setup({ siwx: siwx.config })
    await client.connect({ connectorId: 'dev.wallet' })
    const error = await client.signIn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxSessionRejectedError)
    expect((error as SiwxSessionRejectedError).code).toBe('invalid_nonce')
    expect(client.getState().siwx?.sessions.eip155).toBeUndefined()
  })

  test("without the option: 'SIWX is not enabled'", async () => {
    const { client } = setup()
    await client.connect({ connectorId: 'dev.wallet' })
    for (const call of [
      () => client.signIn(),
      () => client.cancelSignIn(),
      () => client.signOut(),
      () => client.getSiwxSession(),
    ]) {
      const error = await call().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SiwxNotEnabledError)
      expect((error as SiwxNotEnabledError).shortMessage).toBe('SIWX is not enabled')
    }
    expect(client.getState().siwx).toBeUndefined()
  })

  test('signIn() with nothing connected is NotConnectedError', async () => {
    const { client } = setup({ siwx: memorySiwx().config })
    expect(await client.signIn().catch((e: unknown) => e)).toBeInstanceOf(NotConnectedError)
  })
})

describe('account and network changes', () => {
  test('a new account is asked; back to the signed-in one closes the prompt without a signature', async () => {
    const siwx = memorySiwx()
    const { client, wallet, view, signed } = setup({ siwx: siwx.config })
    await client.connect({ connectorId: 'dev.wallet' })
    await client.signIn()
    wallet.context()!.accountsChanged({ connectorId: 'dev.wallet', accounts: [BOB] })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(client.getState().siwx?.request?.address.toLowerCase()).toBe(BOB.toLowerCase())
    wallet.context()!.accountsChanged({ connectorId: 'dev.wallet', accounts: [ALICE] })
    await vi.waitFor(() => expect(client.getState().siwx?.request).toBeUndefined())
    expect(client.getState().open).toBe(false)
    expect(client.getState().siwx?.sessions.eip155?.token).toBe('token-1')
    expect(signed).toHaveLength(1)
  })

  test('a signature for an account the wallet left is not kept', async () => {
    let release: (() => void) | undefined
    const siwx = memorySiwx()
    const { client, wallet } = setup({
      siwx: siwx.config,
      adapter: {
        signMessage: () =>
          new Promise<string>((resolve) => {
            release = () => resolve(`0x${'5'.repeat(130)}`)
          }),
      },
    })
    await client.connect({ connectorId: 'dev.wallet' })
    const signing = client.signIn().catch((e: unknown) => e)
    await vi.waitFor(() => expect(release).toBeDefined())
    wallet.context()!.accountsChanged({ connectorId: 'dev.wallet', accounts: [BOB] })
    release!()
    await signing
    expect(siwx.calls.some((call) => call.startsWith('add:'))).toBe(false)
    expect(siwx.sessions.size).toBe(0)
  })
})

describe('signing out', () => {
  test("revokes only that account's session on that network", async () => {
    const siwx = memorySiwx()
    siwx.sessions.set(key('eip155:31338', ALICE), {
      data: {} as SiwxSession['data'],
      message: 'other network',
      signature: '0x',
    })
    const { client, events } = setup({ siwx: siwx.config })
    await client.connect({ connectorId: 'dev.wallet' })
    await client.signIn()
    await client.signOut()
    expect([...siwx.sessions.keys()]).toEqual([key('eip155:31338', ALICE)])
    expect(client.getState().siwx?.sessions.eip155).toBeUndefined()
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(events).toContain('SIWX_SIGN_OUT')
    expect(client.getState().open).toBe(false)
  })

  test('required: signing out disconnects', async () => {
    const { client } = setup({ siwx: memorySiwx({ required: true }).config })
    await client.connect({ connectorId: 'dev.wallet' })
    await client.signIn()
    await client.signOut()
    expect(client.getState().accounts.eip155).toBeUndefined()
  })

  test('disconnecting revokes the session (signOutOnDisconnect); false keeps it', async () => {
    for (const signOutOnDisconnect of [undefined, false]) {
      const siwx = memorySiwx(signOutOnDisconnect === undefined ? {} : { signOutOnDisconnect })
      const { client } = setup({ siwx: siwx.config })
      await client.connect({ connectorId: 'dev.wallet' })
      await client.signIn()
      await client.disconnect()
      await vi.waitFor(() => expect(siwx.sessions.size).toBe(signOutOnDisconnect === false ? 1 : 0))
      expect(client.getState().siwx?.sessions.eip155).toBeUndefined()
    }
  })

  test('getSiwxSession reads the active account’s session, and undefined once signed out', async () => {
    const { client } = setup({ siwx: memorySiwx().config })
    await client.connect({ connectorId: 'dev.wallet' })
    const session = await client.signIn()
    expect(await client.getSiwxSession()).toEqual(session)
    await client.signOut()
    expect(await client.getSiwxSession()).toBeUndefined()
  })
})

describe('tabs: two clients on one storage (unverifiedSiwx, BroadcastChannel)', () => {
  test('a sign-in in one tab is seen by the other; a sign-out there signs this one out', async () => {
    const storage = createMemoryStorage()
    const one = setup({ siwx: unverifiedSiwx(), storage })
    await one.client.connect({ connectorId: 'dev.wallet' })
    await one.client.cancelSignIn()
    const two = setup({ siwx: unverifiedSiwx(), storage })
    await two.client.ready
    expect(two.view()).toBe('SIWXSignMessage')
    await two.client.signIn()
    await vi.waitFor(() => expect(one.client.getState().siwx?.sessions.eip155).toBeDefined())
    expect(one.client.getState().open).toBe(false)
    await one.client.signOut()
    await vi.waitFor(() => expect(two.client.getState().siwx?.sessions.eip155).toBeUndefined())
    // Optional: the other tab stays connected and is not prompted.
    expect(two.client.getState().accounts.eip155?.status).toBe('connected')
    expect(two.client.getState().open).toBe(false)
  })

  test('required: signed out in another tab, this one disconnects', async () => {
    const storage = createMemoryStorage()
    const one = setup({ siwx: unverifiedSiwx({ required: true }), storage })
    await one.client.connect({ connectorId: 'dev.wallet' })
    await one.client.signIn()
    const two = setup({ siwx: unverifiedSiwx({ required: true }), storage })
    await two.client.ready
    expect(two.client.getState().siwx?.sessions.eip155).toBeDefined()
    expect(two.client.getState().open).toBe(false)
    await one.client.signOut()
    await vi.waitFor(() => expect(two.client.getState().accounts.eip155).toBeUndefined())
  })
})

test("the built-ins' statement rule is the message parser's", async () => {
  const { isStatementText } = await import('./rfc3986.ts')
  const { checkStatementOption } = await import('./checkStatementOption.ts')
  const samples = [
    'Sign in',
    "a-._~!$&'()*+,;=:/?#[]@ z",
    'Café',
    'two\nlines',
    '50%',
    '"quoted"',
    '<b>',
    '',
  ]
  for (const sample of samples) {
    const accepted = (() => {
      try {
        checkStatementOption(sample)
        return true
      } catch {
        return false
      }
    })()
    expect(accepted, sample).toBe(isStatementText(sample))
  }
})

describe('siweConfig (the older EVM-only shape) mapped onto SiwxConfig', () => {
  /** A site's siwe backend in memory: one session per site, as that shape has it. */
  function siweBackend(verifies = true) {
    let session: { address: string; chainId: number } | null = null
    const calls: string[] = []
    const siwe: SiweConfig = {
      getNonce: async (address) => {
        calls.push(`nonce:${address}`)
        return 'SiweNonce123'
      },
      getMessageParams: async () => ({
        statement: 'Sign in with Ethereum',
        resources: ['https://example.com/tos'],
      }),
      verifyMessage: async ({ message, signature }) => {
        calls.push('verify')
        if (!verifies || !signature) return false
        const fields = parseSiwxMessage(message)
        session = { address: fields.address, chainId: Number(fields.chainId.split(':')[1]) }
        return true
      },
      getSession: async () => session,
      signOut: async () => {
        calls.push('signOut')
        session = null
        return true
      },
      onSignIn: (signedIn) => calls.push(`onSignIn:${signedIn?.chainId}`),
      onSignOut: () => calls.push('onSignOut'),
    }
    return { siwe, calls }
  }

  test('getNonce and getMessageParams make the message, verifyMessage accepts it, getSession says who', async () => {
    const backend = siweBackend()
    const wallet = createScriptedAdapter()
    const client = createTestClient({
      adapters: [{ ...wallet.adapter, signMessage: async () => `0x${'5'.repeat(130)}` }],
      metadata: METADATA,
      siweConfig: backend.siwe,
    })
    clients.push(client)
    await client.connect({ connectorId: 'dev.wallet' })
    // Required unless `required: false`: the older flow disconnected on cancel.
    expect(client.getState().siwx?.required).toBe(true)
    const session = await client.signIn()
    expect(parseSiwxMessage(session.message)).toMatchObject({
      nonce: 'SiweNonce123',
      statement: 'Sign in with Ethereum',
      resources: ['https://example.com/tos'],
    })
    expect(backend.calls).toEqual([
      expect.stringMatching(/^nonce:0x0{38}AA$/i),
      'verify',
      'onSignIn:31337',
    ])
    expect(await client.getSiwxSession()).toMatchObject({ data: { chainId: 'eip155:31337' } })
    await client.signOut()
    expect(backend.calls.slice(-2)).toEqual(['signOut', 'onSignOut'])
    expect(client.getState().accounts.eip155).toBeUndefined()
  })

  test('verifyMessage false refuses the sign-in; enabled: false turns sign-in off', async () => {
    const refused = createTestClient({ metadata: METADATA, siweConfig: siweBackend(false).siwe })
    clients.push(refused)
    await refused.connect({ connectorId: 'dev.wallet' })
    const error = await refused.signIn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxSessionRejectedError)
    const off = createTestClient({
      metadata: METADATA,
      siweConfig: { ...siweBackend().siwe, enabled: false },
    })
    clients.push(off)
    await off.connect({ connectorId: 'dev.wallet' })
    expect(off.getState().siwx).toBeUndefined()
    expect(await off.signIn().catch((e: unknown) => e)).toBeInstanceOf(SiwxNotEnabledError)
  })
})
