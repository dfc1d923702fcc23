/**
 * connectPasskey and addEmbeddedPasskey in core against a fake frame: a passkey login connects
 * both namespaces and closes the modal; a cancelled passkey dialog leaves the view as it was (no
 * error shown), other refusals show inline; adding a passkey opens the frame's card in
 * ApproveTransaction (pushed over Account) until the visitor is done.
 */
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { addEmbeddedPasskey } from '../actions/addEmbeddedPasskey.ts'
import { connectEmail } from '../actions/connectEmail.ts'
import { connectPasskey } from '../actions/connectPasskey.ts'
import { open } from '../actions/open.ts'
import { verifyEmailOtp } from '../actions/verifyEmailOtp.ts'
import type { LatchClient } from '../client/latchClient.ts'
import { EmbeddedNotConnectedError, EmbeddedWalletRequestError } from '../errors/embedded.ts'
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

const clients: LatchClient[] = []
beforeAll(() => import('./callEmbedded.ts'))
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

function setup() {
  const frame = createFakeFrame({
    CONNECT_EMAIL: async () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: async () => embeddedUser,
    CONNECT_PASSKEY: async () => embeddedUser,
  })
  const client = createTestClient(
    {
      networks: [latchDevnet, solanaDevnet],
      adapters: [createScriptedAdapter().adapter, createQuietSolanaAdapter()],
      embeddedWallet: frame.config,
    },
    createMemoryStorage(),
  )
  clients.push(client)
  return { client, frame }
}

const refusal = (code: string, message: string) => async () => {
  throw new EmbeddedWalletRequestError({ message, code })
}

describe('connectPasskey', () => {
  test('the frame signs in with a passkey: both namespaces connect, the modal closes', async () => {
    const { client, frame } = setup()
    await open(client, { view: 'Connect' })
    await connectPasskey(client)
    expect(frame.actions()).toContain('CONNECT_PASSKEY')
    expect(frame.calls.find((call) => call.action === 'CONNECT_PASSKEY')?.options).toEqual({
      timeoutMs: 120_000,
    })
    const state = client.getState()
    expect(state.connectedConnectorIds).toEqual({ eip155: 'AUTH', solana: 'AUTH' })
    expect(state.embedded.user?.accounts.map((account) => account.address)).toEqual([
      EVM_ADDRESS,
      SOLANA_ADDRESS,
    ])
    expect(state.embedded.pending).toBe(false)
    expect(state.open).toBe(false)
  })

  test('a cancelled passkey dialog: back where the visitor was, no error shown', async () => {
    const { client, frame } = setup()
    await open(client, { view: 'Connect' })
    frame.handlers.CONNECT_PASSKEY = refusal(
      'passkey_cancelled',
      'The passkey request was cancelled',
    )
    const error = await connectPasskey(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EmbeddedWalletRequestError)
    expect((error as EmbeddedWalletRequestError).code).toBe('passkey_cancelled')
    const state = client.getState()
    expect(state.embedded.error).toBeUndefined()
    expect(state.embedded.pending).toBe(false)
    expect(state.open).toBe(true)
    expect(state.history.at(-1)?.view).toBe('Connect')
    expect(state.connectedConnectorIds).toEqual({})
  })

  test('other refusals show inline with their code; a retry works', async () => {
    const { client, frame } = setup()
    frame.handlers.CONNECT_PASSKEY = refusal(
      'unknown_passkey',
      'This passkey belongs to no wallet on this site',
    )
    await expect(connectPasskey(client)).rejects.toBeInstanceOf(EmbeddedWalletRequestError)
    expect(client.getState().embedded).toMatchObject({
      error: 'This passkey belongs to no wallet on this site',
      errorCode: 'unknown_passkey',
      pending: false,
    })
    frame.handlers.CONNECT_PASSKEY = async () => embeddedUser
    await connectPasskey(client)
    expect(client.getState().embedded.error).toBeUndefined()
    expect(client.getState().connectedConnectorIds.eip155).toBe('AUTH')
  })
})

describe('addEmbeddedPasskey', () => {
  test('opens the frame’s card in ApproveTransaction over Account until the visitor is done', async () => {
    const { client, frame } = setup()
    await connectEmail(client, { email: 'ada@example.com' })
    await verifyEmailOtp(client, { otp: '123456' })
    await open(client, { view: 'Account' })
    let done!: (value: unknown) => void
    frame.handlers.ADD_PASSKEY = () => new Promise((resolve) => (done = resolve))
    const adding = addEmbeddedPasskey(client)
    await vi.waitFor(() => expect(frame.actions()).toContain('ADD_PASSKEY'), { timeout: 10_000 })
    expect(client.getState().history.at(-1)?.view).toBe('ApproveTransaction')
    done({ credentialId: 'cred-1' })
    expect(await adding).toEqual({ credentialId: 'cred-1' })
    expect(client.getState().history.map((entry) => entry.view)).toEqual(['Account'])
  })

  test('closed without a passkey rejects (4001); without an email connection it is refused', async () => {
    const { client, frame } = setup()
    await expect(addEmbeddedPasskey(client)).rejects.toBeInstanceOf(EmbeddedNotConnectedError)
    await connectEmail(client, { email: 'ada@example.com' })
    await verifyEmailOtp(client, { otp: '123456' })
    frame.handlers.ADD_PASSKEY = async () => {
      throw new EmbeddedWalletRequestError({ message: 'User rejected the request.', code: 4001 })
    }
    const error = await addEmbeddedPasskey(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EmbeddedWalletRequestError)
    expect((error as EmbeddedWalletRequestError).code).toBe(4001)
  })
})
