import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { close } from '../actions/close.ts'
import { connectEmail } from '../actions/connectEmail.ts'
import { open } from '../actions/open.ts'
import { verifyEmailOtp } from '../actions/verifyEmailOtp.ts'
import type { LatchClient } from '../client/latchClient.ts'
import {
  EmailThrottleError,
  EmbeddedDependencyLoadError,
  EmbeddedRequestClosedError,
  EmbeddedRpcNotAllowedError,
  EmbeddedWalletLoadError,
} from '../errors/embedded.ts'
import type { LatchEventName } from '../events/events.ts'
import { latchDevnet, solanaDevnet } from '../networks/builtin.ts'
import { ModalClosedError } from '../send/errors.ts'
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
import type { EmbeddedEip1193Provider } from './embeddedEip1193Provider.ts'

const clients: LatchClient[] = []
// The code behind the AUTH connector loads on first use: loaded once here, so the first test's
// wait isn't spent transforming it on a busy machine.
beforeAll(() => import('./callEmbedded.ts'))
afterEach(() => {
  vi.useRealTimers()
  for (const client of clients.splice(0)) client.destroy()
})

function setup(
  frame = createFakeFrame({
    CONNECT_EMAIL: async () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: async () => embeddedUser,
  }),
  storage = createMemoryStorage(),
) {
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

async function login(client: LatchClient) {
  await connectEmail(client, { email: 'ada@example.com' })
  await verifyEmailOtp(client, { otp: '123456' })
}

function eip1193(client: LatchClient): EmbeddedEip1193Provider {
  const adapter = client.adapters.find((candidate) => candidate.namespace === 'eip155')!
  return adapter.getProvider('AUTH') as EmbeddedEip1193Provider
}

/** Waits until the frame got `action` (the chunk behind the request may still be loading). */
function waitForCall(frame: ReturnType<typeof createFakeFrame>, action: string) {
  return vi.waitFor(() => expect(frame.actions()).toContain(action), { timeout: 10_000 })
}

/** A frame request the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('email throttle (SPEC §5)', () => {
  test('a second email within 30 s of the stored time is refused with the seconds left', async () => {
    const storage = createMemoryStorage({
      '@latch/embedded_last_email_login_time': String(Date.now() - 12_000),
    })
    const { client, frame } = setup(undefined, storage)
    const attempt = connectEmail(client, { email: 'ada@example.com' })
    await expect(attempt).rejects.toBeInstanceOf(EmailThrottleError)
    await expect(attempt).rejects.toMatchObject({
      shortMessage: 'Please try again after 18 seconds',
      secondsLeft: 18,
    })
    expect(client.getState().embedded).toMatchObject({
      error: 'Please try again after 18 seconds',
      errorCode: 'throttled',
      pending: false,
    })
    // Refused before the frame: nothing loaded, nothing mailed.
    expect(frame.config.load).not.toHaveBeenCalled()
  })

  test('the time of a sent email is stored, and throttles the next one for 30 s', async () => {
    const { client, storage } = setup()
    const before = Date.now()
    await connectEmail(client, { email: 'ada@example.com' })
    const stored = Number(storage.getItem('@latch/embedded_last_email_login_time'))
    expect(stored).toBeGreaterThanOrEqual(before)
    expect(client.getState().embedded.codeSentAt).toBe(stored)
    await expect(connectEmail(client, { email: 'ada@example.com' })).rejects.toMatchObject({
      shortMessage: 'Please try again after 30 seconds',
    })
  })

  test('an invalid email is refused before anything loads', async () => {
    const { client, frame } = setup()
    await expect(connectEmail(client, { email: 'ada@' })).rejects.toMatchObject({
      shortMessage: 'Invalid email',
    })
    expect(client.getState().embedded.errorCode).toBe('invalid_email')
    expect(frame.config.load).not.toHaveBeenCalled()
  })
})

describe('login', () => {
  test('email then code: the AUTH connector connects eip155 and solana through the normal path', async () => {
    const { client, frame, storage, events } = setup()
    await open(client)
    const { step } = await connectEmail(client, { email: ' ada@example.com ' })
    expect(step).toBe('otp')
    expect(client.getState().history.at(-1)?.view).toBe('EmailLogin')
    expect(client.getState().embedded).toMatchObject({ step: 'otp', email: 'ada@example.com' })
    expect(frame.calls.find((call) => call.action === 'CONNECT_EMAIL')?.payload).toEqual({
      email: 'ada@example.com',
    })

    const connection = await verifyEmailOtp(client, { otp: '123456' })
    expect(connection?.address).toBe(EVM_ADDRESS)
    const state = client.getState()
    expect(state.connectedConnectorIds).toEqual({ eip155: 'AUTH', solana: 'AUTH' })
    expect(state.accounts.eip155?.address).toBe(EVM_ADDRESS)
    expect(state.accounts.solana?.address).toBe(SOLANA_ADDRESS)
    expect(state.accounts.solana?.caipAddress).toBe(
      `${solanaDevnet.caipNetworkId}:${SOLANA_ADDRESS}`,
    )
    expect(state.embedded.user).toEqual(embeddedUser)
    expect(state.recentWallets[0]).toMatchObject({ id: 'AUTH', name: 'Email' })
    expect(state.open).toBe(false)
    expect(events.filter((event) => event === 'CONNECT_SUCCESS')).toHaveLength(2)
    expect(events).toEqual(
      expect.arrayContaining([
        'EMAIL_LOGIN_SELECTED',
        'EMAIL_SUBMITTED',
        'EMAIL_VERIFICATION_CODE_SENT',
        'EMAIL_VERIFICATION_CODE_PASS',
      ]),
    )
    expect(JSON.parse(storage.getItem('@latch/connected_connector_ids')!)).toEqual({
      eip155: 'AUTH',
      solana: 'AUTH',
    })
    expect(storage.getItem('@latch/embedded_email_login_used')).toBe('true')
    expect(storage.getItem('@latch/embedded_email')).toBe('ada@example.com')
  })

  test('a wrong code: the frame’s message and code in state, the login stays on the code step', async () => {
    const { EmbeddedWalletRequestError } = await import('../errors/embedded.ts')
    const frame = createFakeFrame({
      CONNECT_EMAIL: async () => ({ action: 'VERIFY_OTP' }),
      CONNECT_OTP: async () => {
        throw new EmbeddedWalletRequestError({ message: 'Wrong code', code: 'wrong_code' })
      },
    })
    const { client, events } = setup(frame)
    await connectEmail(client, { email: 'ada@example.com' })
    await expect(verifyEmailOtp(client, { otp: '000000' })).rejects.toMatchObject({
      code: 'wrong_code',
    })
    expect(client.getState().embedded).toMatchObject({
      step: 'otp',
      error: 'Wrong code',
      errorCode: 'wrong_code',
      pending: false,
    })
    expect(client.getState().connectedConnectorIds).toEqual({})
    expect(events).toContain('EMAIL_VERIFICATION_CODE_FAIL')
  })

  test('the AUTH connector is the email row, never a row of the wallet list', async () => {
    const { client } = setup()
    await login(client)
    const { getConnectorList } = await import('../selectors/getConnectorList.ts')
    const list = getConnectorList(client, client.getState(), { isMobile: false })
    expect(client.getState().connectors.some((c) => c.id === 'AUTH')).toBe(true)
    expect(list.entries.map((entry) => entry.connector.id)).not.toContain('AUTH')
  })
})

describe('load failures', () => {
  test('the host client’s code can’t load: Unable to load email login dependency, tried again next time', async () => {
    const frame = createFakeFrame()
    vi.mocked(frame.config.load).mockRejectedValueOnce(new TypeError('Failed to fetch module'))
    const { client } = setup(frame)
    const attempt = connectEmail(client, { email: 'ada@example.com' })
    await expect(attempt).rejects.toBeInstanceOf(EmbeddedDependencyLoadError)
    await expect(attempt).rejects.toMatchObject({
      shortMessage: 'Unable to load email login dependency',
    })
    expect(client.getState().embedded).toMatchObject({
      status: 'error',
      error: 'Unable to load email login dependency',
      errorCode: 'load_failed',
    })
    frame.handlers.CONNECT_EMAIL = async () => ({ action: 'VERIFY_DEVICE' })
    await expect(connectEmail(client, { email: 'ada@example.com' })).resolves.toEqual({
      step: 'device',
    })
    expect(frame.config.load).toHaveBeenCalledTimes(2)
  })

  test('the frame never gets ready: Embedded wallet could not load, with its alert', async () => {
    const frame = createFakeFrame()
    const ready = Promise.reject(new EmbeddedWalletLoadError())
    ready.catch(() => {})
    vi.mocked(frame.config.load).mockResolvedValueOnce({ ...frame.provider, ready })
    const { client } = setup(frame)
    await expect(connectEmail(client, { email: 'ada@example.com' })).rejects.toMatchObject({
      shortMessage: 'Embedded wallet could not load',
    })
    expect(frame.provider.destroy).toHaveBeenCalled()
    expect(client.getState().alert?.id).toBe('EMBEDDED_WALLET_LOAD_FAILED')
    expect(client.getState().embedded.error).toBe('Embedded wallet could not load')
  })
})

describe('requests (SPEC §6)', () => {
  test('an unsafe request opens ApproveTransaction, then closes the modal it opened', async () => {
    const answer = deferred<unknown>()
    const { client, frame } = setup()
    await login(client)
    frame.handlers.RPC_REQUEST = () => answer.promise
    const signing = client.signMessage({ message: 'hello' })
    await waitForCall(frame, 'RPC_REQUEST')
    const state = client.getState()
    expect(state.open).toBe(true)
    expect(state.history.map((entry) => entry.view)).toEqual(['ApproveTransaction'])
    expect(state.embedded.approval).toEqual({ method: 'personal_sign' })
    expect(frame.calls.at(-1)?.payload).toEqual({
      method: 'personal_sign',
      params: ['0x68656c6c6f', EVM_ADDRESS],
      chainId: latchDevnet.caipNetworkId,
    })
    answer.resolve(`0x${'ab'.repeat(65)}`)
    await expect(signing).resolves.toBe(`0x${'ab'.repeat(65)}`)
    expect(client.getState().open).toBe(false)
    expect(client.getState().embedded.approval).toBeUndefined()
    expect(frame.provider.hideFrame).toHaveBeenCalled()
  })

  test('over an open modal ApproveTransaction is pushed, and popped after', async () => {
    const answer = deferred<unknown>()
    const { client, frame } = setup()
    await login(client)
    await open(client, { view: 'Account' })
    frame.handlers.RPC_REQUEST = () => answer.promise
    const sending = eip1193(client).request({
      method: 'eth_sendTransaction',
      params: [{ from: EVM_ADDRESS, to: EVM_ADDRESS, value: '0x1' }],
    })
    await waitForCall(frame, 'RPC_REQUEST')
    expect(client.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
      'ApproveTransaction',
    ])
    answer.resolve(`0x${'12'.repeat(32)}`)
    await sending
    expect(client.getState().open).toBe(true)
    expect(client.getState().history.map((entry) => entry.view)).toEqual(['Account'])
  })

  test('a safe method goes to the frame without opening anything', async () => {
    const { client, frame } = setup()
    await login(client)
    frame.handlers.RPC_REQUEST = async () => '0x10'
    await expect(eip1193(client).request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(client.getState().open).toBe(false)
  })

  test('a method on neither list: refused (4200), and "Action not allowed" shows 300 ms after the modal opens', async () => {
    const { client, frame } = setup()
    await login(client)
    vi.useFakeTimers()
    const attempt = eip1193(client).request({ method: 'eth_sign', params: [EVM_ADDRESS, '0x00'] })
    await expect(attempt).rejects.toBeInstanceOf(EmbeddedRpcNotAllowedError)
    await expect(attempt).rejects.toMatchObject({
      code: 4200,
      shortMessage: 'Requested RPC call is not allowed',
    })
    expect(client.getState().open).toBe(true)
    expect(client.getState().history.at(-1)?.view).toBe('ApproveTransaction')
    vi.advanceTimersByTime(299)
    expect(client.getState().embedded.error).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(client.getState().embedded).toMatchObject({
      error: 'Action not allowed',
      errorCode: 'not_allowed',
    })
    expect(frame.actions()).not.toContain('RPC_REQUEST')
  })

  test('closing the modal while the visitor is asked: ABORT in the frame, rejected "Modal closed" (4001)', async () => {
    const { client, frame } = setup()
    await login(client)
    frame.handlers.RPC_REQUEST = () => new Promise(() => {})
    const signing = eip1193(client).request({
      method: 'personal_sign',
      params: ['0x68', EVM_ADDRESS],
    })
    await waitForCall(frame, 'RPC_REQUEST')
    const requestId = frame.calls.at(-1)?.options?.id
    expect(requestId).toEqual(expect.any(String))
    close(client)
    await expect(signing).rejects.toBeInstanceOf(EmbeddedRequestClosedError)
    await expect(signing).rejects.toBeInstanceOf(ModalClosedError)
    await expect(signing).rejects.toMatchObject({ code: 4001, shortMessage: 'Modal closed' })
    expect(frame.calls.at(-1)).toMatchObject({ action: 'ABORT', payload: { requestId } })
    expect(client.getState().embedded.approval).toBeUndefined()
  })
})

describe('reload and sign-out', () => {
  test('a reload reconnects both namespaces from the frame’s session, without a code', async () => {
    const storage = createMemoryStorage()
    const first = setup(undefined, storage)
    await login(first.client)
    first.client.destroy()

    const frame = createFakeFrame({
      IS_CONNECTED: async () => ({ isConnected: true }),
      GET_USER: async () => embeddedUser,
    })
    const { client } = setup(frame, storage)
    await client.ready
    expect(client.getState().connectedConnectorIds).toEqual({ eip155: 'AUTH', solana: 'AUTH' })
    expect(client.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: EVM_ADDRESS,
    })
    expect(client.getState().accounts.solana?.address).toBe(SOLANA_ADDRESS)
    expect(frame.actions().filter((action) => action === 'GET_USER')).toHaveLength(1)
    expect(frame.actions()).not.toContain('CONNECT_OTP')
    expect(frame.actions()).not.toContain('CONNECT_EMAIL')
  })

  test('a reload where the frame has no session (storage denied): disconnected, a code is needed', async () => {
    const storage = createMemoryStorage()
    const first = setup(undefined, storage)
    await login(first.client)
    first.client.destroy()

    const frame = createFakeFrame({ IS_CONNECTED: async () => ({ isConnected: false }) })
    const { client } = setup(frame, storage)
    await client.ready
    expect(client.getState().connectedConnectorIds).toEqual({})
    expect(client.getState().accounts).toEqual({})
  })

  test('disconnect signs out once in the frame and disconnects both namespaces', async () => {
    const { client, frame, storage } = setup()
    await login(client)
    await client.disconnect()
    expect(frame.actions().filter((action) => action === 'SIGN_OUT')).toHaveLength(1)
    expect(client.getState().connectedConnectorIds).toEqual({})
    expect(storage.getItem('@latch/embedded_email')).toBeNull()
    expect(client.getState().embedded.user).toBeUndefined()
  })

  test('disconnecting one namespace signs out and takes the other AUTH namespace with it', async () => {
    const { client, frame, events } = setup()
    await login(client)
    await client.open({ view: 'Account' })
    await client.disconnect({ namespace: 'eip155' })
    expect(frame.actions().filter((action) => action === 'SIGN_OUT')).toHaveLength(1)
    expect(client.getState().connectedConnectorIds).toEqual({})
    expect(events.filter((event) => event === 'DISCONNECT_SUCCESS')).toHaveLength(2)
    // Nothing is left connected: the modal closes rather than show an empty Account.
    expect(client.getState().open).toBe(false)
  })

  test('the frame’s session ending on its own disconnects every AUTH namespace', async () => {
    const { client, frame } = setup()
    await login(client)
    frame.emit('session-ended')
    expect(client.getState().connectedConnectorIds).toEqual({})
  })
})

describe('device approval, reset, recovery export, frame placement', () => {
  function deviceFrame(wait: Promise<unknown>) {
    return createFakeFrame({
      CONNECT_EMAIL: async () => ({ action: 'VERIFY_DEVICE' }),
      CONNECT_DEVICE: () => wait,
      CONNECT_OTP: async () => embeddedUser,
    })
  }

  test('a known account on a new browser: device step, then the code step once the link is opened', async () => {
    const approved = deferred<unknown>()
    const { client, events } = setup(deviceFrame(approved.promise))
    await open(client)
    await expect(connectEmail(client, { email: 'ada@example.com' })).resolves.toEqual({
      step: 'device',
    })
    expect(client.getState().embedded.step).toBe('device')
    const { connectEmailDevice } = await import('../actions/connectEmailDevice.ts')
    const waiting = connectEmailDevice(client)
    expect(client.getState().embedded.pending).toBe(true)
    approved.resolve({})
    await waiting
    expect(client.getState().embedded).toMatchObject({ step: 'otp', pending: false })
    expect(client.getState().embedded.codeSentAt).toEqual(expect.any(Number))
    expect(events).toContain('DEVICE_REGISTERED_FOR_EMAIL')
  })

  test('"use another email" stops the device wait in the frame and goes back to the email step', async () => {
    const frame = deviceFrame(new Promise(() => {}))
    const { client } = setup(frame)
    await open(client)
    await connectEmail(client, { email: 'ada@example.com' })
    const { connectEmailDevice } = await import('../actions/connectEmailDevice.ts')
    const { resetEmailLogin } = await import('../actions/resetEmailLogin.ts')
    const waiting = connectEmailDevice(client)
    await waitForCall(frame, 'CONNECT_DEVICE')
    const requestId = frame.calls.at(-1)?.options?.id
    resetEmailLogin(client)
    expect(frame.calls.at(-1)).toMatchObject({ action: 'ABORT', payload: { requestId } })
    expect(client.getState().embedded).toMatchObject({ step: 'email', pending: false })
    expect(client.getState().embedded.email).toBeUndefined()
    // The frame answers the aborted wait 'Modal closed': nothing is shown for it.
    void waiting
  })

  test('email code plus passkey: the passkey of that account stands in for the link; a refusal leaves the wait going', async () => {
    const frame = deviceFrame(new Promise(() => {}))
    const { client } = setup(frame)
    await open(client)
    await connectEmail(client, { email: 'ada@example.com' })
    const { connectEmailDevice } = await import('../actions/connectEmailDevice.ts')
    const { connectPasskey } = await import('../actions/connectPasskey.ts')
    const { EmbeddedWalletRequestError } = await import('../errors/embedded.ts')
    void connectEmailDevice(client)
    await waitForCall(frame, 'CONNECT_DEVICE')
    const requestId = frame.calls.at(-1)?.options?.id

    // Another account's passkey: refused to the caller; nothing shown in state, still waiting.
    frame.handlers.CONNECT_PASSKEY = async () => {
      throw new EmbeddedWalletRequestError({
        message: 'This passkey belongs to another account',
        code: 'passkey_other_account',
      })
    }
    const refused = await connectPasskey(client, { email: 'ada@example.com' }).catch(
      (error: unknown) => error,
    )
    expect(refused).toMatchObject({ code: 'passkey_other_account' })
    expect(client.getState().embedded).toMatchObject({ step: 'device', pending: true })
    expect(client.getState().embedded.error).toBeUndefined()
    expect(frame.actions()).not.toContain('ABORT')

    frame.handlers.CONNECT_PASSKEY = async () => embeddedUser
    await connectPasskey(client, { email: 'ada@example.com' })
    expect(frame.calls.filter((call) => call.action === 'CONNECT_PASSKEY').at(-1)?.payload).toEqual(
      {
        email: 'ada@example.com',
      },
    )
    // The device wait is given up in the frame; the email flow is done with; connected.
    expect(frame.calls).toContainEqual(
      expect.objectContaining({ action: 'ABORT', payload: { requestId } }),
    )
    expect(client.getState().embedded).toMatchObject({ step: 'email', pending: false })
    expect(client.getState().connectedConnectorIds).toEqual({ eip155: 'AUTH', solana: 'AUTH' })
  })

  test('closing the modal stops the device wait', async () => {
    const frame = deviceFrame(new Promise(() => {}))
    const { client } = setup(frame)
    await open(client)
    await connectEmail(client, { email: 'ada@example.com' })
    const { connectEmailDevice } = await import('../actions/connectEmailDevice.ts')
    void connectEmailDevice(client)
    await waitForCall(frame, 'CONNECT_DEVICE')
    close(client)
    expect(frame.actions().at(-1)).toBe('ABORT')
    expect(client.getState().embedded.step).toBe('email')
  })

  test('exporting the recovery share shows the frame’s card in ApproveTransaction until Done', async () => {
    const done = deferred<unknown>()
    const { client, frame } = setup()
    await login(client)
    await open(client, { view: 'Account' })
    frame.handlers.EXPORT_RECOVERY = () => done.promise
    const { exportEmbeddedRecovery } = await import('../actions/exportEmbeddedRecovery.ts')
    const exporting = exportEmbeddedRecovery(client)
    await waitForCall(frame, 'EXPORT_RECOVERY')
    expect(client.getState().history.at(-1)?.view).toBe('ApproveTransaction')
    const { showEmbeddedFrame } = await import('../actions/showEmbeddedFrame.ts')
    const { hideEmbeddedFrame } = await import('../actions/hideEmbeddedFrame.ts')
    showEmbeddedFrame(client, { top: 10, left: 20, width: 360, height: 420 })
    expect(frame.provider.showFrame).toHaveBeenCalledWith({
      top: 10,
      left: 20,
      width: 360,
      height: 420,
    })
    done.resolve({})
    await exporting
    hideEmbeddedFrame(client)
    expect(frame.provider.hideFrame).toHaveBeenCalled()
    expect(client.getState().history.map((entry) => entry.view)).toEqual(['Account'])
  })

  test('exporting without an email connection is refused', async () => {
    const { client } = setup()
    const { exportEmbeddedRecovery } = await import('../actions/exportEmbeddedRecovery.ts')
    const { EmbeddedNotConnectedError } = await import('../errors/embedded.ts')
    await expect(exportEmbeddedRecovery(client)).rejects.toBeInstanceOf(EmbeddedNotConnectedError)
  })
})

test('destroying the client removes its frame', async () => {
  const { client, frame } = setup()
  await connectEmail(client, { email: 'ada@example.com' })
  client.destroy()
  expect(frame.provider.destroy).toHaveBeenCalledTimes(1)
})

test('the frame gets the site data and theme once ready, and the theme again when it changes', async () => {
  const { client, frame } = setup()
  await connectEmail(client, { email: 'ada@example.com' })
  await vi.waitFor(() => expect(frame.actions()).toContain('SYNC_THEME'))
  expect(frame.calls.find((call) => call.action === 'SYNC_DAPP_DATA')?.payload).toMatchObject({
    projectId: 'test-project',
  })
  client.setThemeMode('dark')
  await vi.waitFor(() =>
    expect(frame.calls.filter((call) => call.action === 'SYNC_THEME').at(-1)?.payload).toEqual({
      themeMode: 'dark',
      themeVariables: {},
    }),
  )
})

test('with WalletConnect too: each namespace lists WalletConnect, the AUTH connector and its wallets, and AUTH still goes to the frame', async () => {
  const { walletConnectGlue } = await import('../walletconnect/glue.ts')
  const frame = createFakeFrame({
    CONNECT_EMAIL: async () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: async () => embeddedUser,
  })
  const client = createTestClient({
    networks: [latchDevnet, solanaDevnet],
    adapters: [createScriptedAdapter().adapter, createQuietSolanaAdapter()],
    embeddedWallet: frame.config,
    walletConnect: {
      glue: walletConnectGlue,
      load: () => Promise.reject(new Error('not used in this test')),
    },
  })
  clients.push(client)
  const ids = (chain: string) =>
    client
      .getState()
      .connectors.filter((connector) => connector.chain === chain)
      .map((connector) => connector.id)
  expect(ids('eip155')).toEqual(['walletConnect', 'AUTH', 'dev.wallet'])
  expect(ids('solana')).toEqual(['walletConnect', 'AUTH'])
  await login(client)
  expect(client.getState().connectedConnectorIds).toEqual({ eip155: 'AUTH', solana: 'AUTH' })
})
