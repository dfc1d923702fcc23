import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { connectEmail } from '../actions/connectEmail.ts'
import { getCallsStatus } from '../actions/getCallsStatus.ts'
import { getCapabilities } from '../actions/getCapabilities.ts'
import { sendCalls } from '../actions/sendCalls.ts'
import { setPreferredAccountType } from '../actions/setPreferredAccountType.ts'
import { signMessage } from '../actions/signMessage.ts'
import { verifyEmailOtp } from '../actions/verifyEmailOtp.ts'
import { waitForCallsStatus } from '../actions/waitForCallsStatus.ts'
import type { LatchClient } from '../client/latchClient.ts'
import { TransactionRejectedError } from '../errors/connection.ts'
import { EmbeddedWalletRequestError } from '../errors/embedded.ts'
import {
  AccountTypeNotSupportedError,
  CallsStatusTimeoutError,
  InvalidCallError,
  NoCallsError,
  SmartAccountSignatureError,
} from '../errors/smartAccount.ts'
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
import type { EmbeddedUser } from './types.ts'

const SMART_ADDRESS = '0x00000000000000000000000000000000000000a5'
const TO_ONE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TO_TWO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** The frame's user on the devnet, where a bundler makes the smart account work. */
function userAs(type: 'eoa' | 'smartAccount', patch: Partial<EmbeddedUser> = {}): EmbeddedUser {
  return {
    ...embeddedUser,
    address: type === 'smartAccount' ? SMART_ADDRESS : EVM_ADDRESS,
    accounts: [
      ...embeddedUser.accounts,
      { namespace: 'eip155', address: SMART_ADDRESS, type: 'smartAccount' },
    ],
    preferredAccountType: type,
    smartAccountDeployed: false,
    smartAccountNetworks: [latchDevnet.caipNetworkId],
    ...patch,
  }
}

/** A frame that keeps the selected type as the kit sets it (as the real one does). */
function smartFrame(initial: 'eoa' | 'smartAccount' = 'eoa', patch: Partial<EmbeddedUser> = {}) {
  let type = initial
  const frame = createFakeFrame({
    CONNECT_EMAIL: async () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: async () => userAs(type, patch),
    IS_CONNECTED: async () => ({ isConnected: true }),
    GET_USER: async () => userAs(type, patch),
    SET_PREFERRED_ACCOUNT: async (payload: { type: 'eoa' | 'smartAccount' }) => {
      type = payload.type
      return userAs(type, patch)
    },
  })
  return frame
}

const clients: LatchClient[] = []
beforeAll(() => import('./callEmbedded.ts'))
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

function setup(frame = smartFrame(), storage = createMemoryStorage()) {
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

async function login(client: LatchClient) {
  await connectEmail(client, { email: 'ada@example.com' })
  await verifyEmailOtp(client, { otp: '123456' })
}

const preferredCalls = (frame: ReturnType<typeof createFakeFrame>) =>
  frame.calls.filter((call) => call.action === 'SET_PREFERRED_ACCOUNT').map((call) => call.payload)

describe('account selection (SPEC §4)', () => {
  test('an email login on a smart-account network is the smart account by default (SPEC §6)', async () => {
    const { client, frame, storage } = setup()
    await login(client)
    expect(preferredCalls(frame)).toEqual([{ type: 'smartAccount' }])
    const account = client.getState().accounts.eip155!
    expect(account.address).toBe(SMART_ADDRESS)
    expect(account.caipAddress).toBe(`eip155:31337:${SMART_ADDRESS}`)
    expect(account.allAccounts).toEqual([
      { address: SMART_ADDRESS, type: 'smartAccount' },
      { address: EVM_ADDRESS, type: 'eoa' },
    ])
    expect(account.smartAccountDeployed).toBe(false)
    // SPEC §3 embedded login storage: the smart account enabled networks, a list.
    expect(storage.getItem('@latch/embedded_smart_account_enabled_networks')).toBe('eip155:31337')
    // The connection keeps both accounts; Solana stays its own EOA.
    expect(client.getState().connections.eip155?.[0]?.accounts).toHaveLength(2)
    expect(client.getState().accounts.solana?.allAccounts).toEqual([
      { address: embeddedUser.accounts[1]!.address, type: 'eoa' },
    ])
  })

  test('a stored eoa preference is sent and kept; nothing asked when the frame already agrees', async () => {
    const storage = () =>
      createMemoryStorage({
        '@latch/preferred_account_types': JSON.stringify({ eip155: 'eoa' }),
        '@latch/version': '1',
      })
    const { client, frame } = setup(smartFrame('smartAccount'), storage())
    await login(client)
    expect(preferredCalls(frame)).toEqual([{ type: 'eoa' }])
    expect(client.getState().accounts.eip155?.address).toBe(EVM_ADDRESS)

    const again = setup(smartFrame('eoa'), storage())
    await login(again.client)
    expect(preferredCalls(again.frame)).toEqual([])
    expect(again.client.getState().accounts.eip155?.address).toBe(EVM_ADDRESS)
  })

  test('on a network without smart accounts the EOA is shown, even if the frame says otherwise', async () => {
    const { client } = setup(smartFrame('smartAccount', { smartAccountNetworks: ['eip155:1'] }))
    await login(client)
    expect(client.getState().accounts.eip155?.address).toBe(EVM_ADDRESS)
    expect(client.getState().accounts.eip155?.smartAccountDeployed).toBe(false)
  })

  test('a frame that fails the switch leaves the EOA (SPEC §4: EOA on error)', async () => {
    const frame = smartFrame('eoa')
    frame.handlers.SET_PREFERRED_ACCOUNT = async () => {
      throw new EmbeddedWalletRequestError({ message: 'no bundler', code: -32603 })
    }
    const { client } = setup(frame)
    await login(client)
    expect(client.getState().accounts.eip155?.address).toBe(EVM_ADDRESS)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  test('a reload restores the stored choice', async () => {
    const storage = createMemoryStorage()
    const first = setup(smartFrame('eoa'), storage)
    await login(first.client)
    await setPreferredAccountType(first.client, { namespace: 'eip155', type: 'eoa' })
    first.client.destroy()

    // The frame comes back on its own default (the smart account); the kit asks for the EOA.
    const { client, frame } = setup(smartFrame('smartAccount'), storage)
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('connected'), {
      timeout: 10_000,
    })
    expect(preferredCalls(frame)).toEqual([{ type: 'eoa' }])
    expect(client.getState().accounts.eip155?.address).toBe(EVM_ADDRESS)
  })
})

describe('setPreferredAccountType', () => {
  test('switches the shown account both ways, persisted per namespace', async () => {
    const { client, frame, storage } = setup()
    await login(client)
    const seen: unknown[] = []
    const provider = client.adapters
      .find((adapter) => adapter.namespace === 'eip155')!
      .getProvider('AUTH') as { on(event: string, listener: (value: unknown) => void): void }
    provider.on('accountsChanged', (accounts) => seen.push(accounts))

    await expect(
      setPreferredAccountType(client, { namespace: 'eip155', type: 'eoa' }),
    ).resolves.toEqual({ address: EVM_ADDRESS, type: 'eoa' })
    expect(client.getState().accounts.eip155?.address).toBe(EVM_ADDRESS)
    expect(client.getState().accounts.eip155?.caipAddress).toBe(`eip155:31337:${EVM_ADDRESS}`)
    expect(JSON.parse(storage.getItem('@latch/preferred_account_types')!)).toEqual({
      eip155: 'eoa',
    })

    await setPreferredAccountType(client, { namespace: 'eip155', type: 'smartAccount' })
    expect(client.getState().accounts.eip155?.address).toBe(SMART_ADDRESS)
    expect(preferredCalls(frame)).toEqual([
      { type: 'smartAccount' },
      { type: 'eoa' },
      { type: 'smartAccount' },
    ])
    // Site code on the EIP-1193 provider hears each change.
    expect(seen).toEqual([[EVM_ADDRESS], [SMART_ADDRESS]])
    // The balance of the new address is read (the scripted adapter answers 1.5).
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.balance).toBe('1.5'))
  })

  test('refuses a type the namespace has none of, storing nothing', async () => {
    const { client } = setup()
    await expect(
      setPreferredAccountType(client, { namespace: 'solana', type: 'smartAccount' }),
    ).rejects.toBeInstanceOf(AccountTypeNotSupportedError)
    await expect(
      setPreferredAccountType(client, { namespace: 'bip122', type: 'eoa' }),
    ).rejects.toMatchObject({ shortMessage: 'Account type not supported' })
    expect(client.getState().preferredAccountTypes).toEqual({})
  })
})

describe('EIP-5792 through the embedded wallet', () => {
  test('sendCalls validates every entry before anything is asked (SPEC §5)', async () => {
    const { client, frame } = setup()
    await login(client)
    const before = frame.calls.length
    await expect(sendCalls(client, { calls: [] })).rejects.toBeInstanceOf(NoCallsError)
    const badTo = sendCalls(client, { calls: [{ to: TO_ONE }, { to: 'abc' }] })
    await expect(badTo).rejects.toBeInstanceOf(InvalidCallError)
    await expect(badTo).rejects.toMatchObject({ index: 1, field: 'to' })
    await expect(
      sendCalls(client, { calls: [{ to: TO_ONE, data: 'a9059cbb' }] }),
    ).rejects.toMatchObject({
      index: 0,
      field: 'data',
      shortMessage: "Call 0: 'data' must start with 0x",
    })
    await expect(sendCalls(client, { calls: [{ to: TO_ONE, value: -1n }] })).rejects.toMatchObject({
      field: 'value',
    })
    expect(frame.calls.length).toBe(before)
    expect(client.getState().open).toBe(false)
  })

  test('sendCalls asks the visitor in the frame and resolves with the batch id', async () => {
    const { client, frame } = setup()
    await login(client)
    let answer!: (value: unknown) => void
    frame.handlers.RPC_REQUEST = () => new Promise((resolve) => (answer = resolve))
    const sending = sendCalls(client, {
      calls: [
        { to: TO_ONE, data: '0xa9059cbb' },
        { to: TO_TWO, value: 16n },
      ],
    })
    await vi.waitFor(() => expect(frame.actions()).toContain('RPC_REQUEST'))
    expect(client.getState().embedded.approval).toEqual({ method: 'wallet_sendCalls' })
    expect(client.getState().history.at(-1)?.view).toBe('ApproveTransaction')
    answer({ id: '0xbatch' })
    await expect(sending).resolves.toEqual({ id: '0xbatch' })
    expect(frame.calls.at(-1)?.payload).toEqual({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: SMART_ADDRESS,
          atomicRequired: false,
          calls: [
            { to: TO_ONE, data: '0xa9059cbb' },
            { to: TO_TWO, value: '0x10' },
          ],
        },
      ],
      chainId: 'eip155:31337',
    })
  })

  test('a declined batch is TransactionRejectedError', async () => {
    const { client, frame } = setup()
    await login(client)
    frame.handlers.RPC_REQUEST = async () => {
      throw new EmbeddedWalletRequestError({ message: 'User rejected the request.', code: 4001 })
    }
    await expect(sendCalls(client, { calls: [{ to: TO_ONE }] })).rejects.toBeInstanceOf(
      TransactionRejectedError,
    )
  })

  test('getCallsStatus reads the status without asking; a success deploys the account', async () => {
    let deployed = false
    const frame = smartFrame()
    const { client } = setup(frame)
    await login(client)
    frame.handlers.GET_USER = async () => userAs('smartAccount', { smartAccountDeployed: deployed })
    frame.handlers.RPC_REQUEST = async () => ({
      version: '2.0.0',
      id: '0xbatch',
      chainId: '0x7a69',
      status: 200,
      atomic: true,
      receipts: [
        {
          transactionHash: `0x${'11'.repeat(32)}`,
          blockHash: `0x${'22'.repeat(32)}`,
          blockNumber: '0x10',
          gasUsed: '0x5208',
          status: '0x1',
          logs: [],
        },
      ],
    })
    deployed = true
    const status = await getCallsStatus(client, { id: '0xbatch' })
    expect(status).toMatchObject({
      id: '0xbatch',
      chainId: 31337,
      status: 'success',
      statusCode: 200,
      atomic: true,
      receipts: [{ blockNumber: 16n, gasUsed: 21000n, status: 'success' }],
    })
    expect(client.getState().open).toBe(false)
    await vi.waitFor(() =>
      expect(client.getState().accounts.eip155?.smartAccountDeployed).toBe(true),
    )
  })
})

describe('getCapabilities and waitForCallsStatus', () => {
  test("capabilities by chain id, the wallet's every-chain entry merged in; one chain alone when asked", async () => {
    const { client, frame } = setup()
    await login(client)
    frame.handlers.RPC_REQUEST = async () => ({
      '0x0': { flowControl: { supported: true } },
      '0x7a69': { atomic: { status: 'supported' } },
      '0x1': { atomic: { status: 'unsupported' } },
    })
    await expect(getCapabilities(client)).resolves.toEqual({
      31337: { flowControl: { supported: true }, atomic: { status: 'supported' } },
      1: { flowControl: { supported: true }, atomic: { status: 'unsupported' } },
    })
    expect(frame.calls.at(-1)?.payload).toMatchObject({
      method: 'wallet_getCapabilities',
      params: [SMART_ADDRESS, []],
    })
    await expect(getCapabilities(client, { chainId: 31337 })).resolves.toEqual({
      31337: { flowControl: { supported: true }, atomic: { status: 'supported' } },
    })
  })

  test('waitForCallsStatus asks until the batch is final, and gives up after timeoutMs', async () => {
    const { client, frame } = setup()
    await login(client)
    let asked = 0
    frame.handlers.RPC_REQUEST = async () => ({
      chainId: '0x7a69',
      status: ++asked < 3 ? 100 : 500,
      atomic: true,
    })
    await expect(
      waitForCallsStatus(client, { id: '0xb', pollingIntervalMs: 5 }),
    ).resolves.toMatchObject({ status: 'failure', statusCode: 500 })
    expect(asked).toBe(3)
    frame.handlers.RPC_REQUEST = async () => ({ chainId: '0x7a69', status: 100, atomic: true })
    await expect(
      waitForCallsStatus(client, { id: '0xb', pollingIntervalMs: 5, timeoutMs: 20 }),
    ).rejects.toBeInstanceOf(CallsStatusTimeoutError)
  })
})

describe('signing with a smart account (SPEC §8)', () => {
  test("a failed signature says the site might not support smart accounts; an EOA's does not", async () => {
    const { client, frame } = setup()
    await login(client)
    frame.handlers.RPC_REQUEST = async () => {
      throw new EmbeddedWalletRequestError({ message: 'signing failed', code: -32603 })
    }
    await expect(signMessage(client, { message: 'hello' })).rejects.toBeInstanceOf(
      SmartAccountSignatureError,
    )
    expect(client.getState().toast).toMatchObject({
      message: 'This application might not support Smart Accounts',
      variant: 'error',
    })

    await setPreferredAccountType(client, { namespace: 'eip155', type: 'eoa' })
    client.hideToast()
    const failing = signMessage(client, { message: 'hello' })
    await expect(failing).rejects.toBeInstanceOf(EmbeddedWalletRequestError)
    expect(client.getState().toast?.open).not.toBe(true)
  })
})
