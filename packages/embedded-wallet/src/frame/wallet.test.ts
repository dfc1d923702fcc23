/**
 * The frame's dispatcher against the real parts: a Latch server with its frame origin (the
 * `/embedded/v1` API, PGlite in memory, login mails captured), a throwaway anvil for the EVM
 * requests. What stands in for the browser: the storage (memory: Node has no IndexedDB; the
 * IndexedDB side is storage.browser.test.ts) and the card (the visitor's Approve / Decline).
 */

import { startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { type RunningServer, startServer } from '@latch/server'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameEventName, FrameRequestAction } from '../shared/protocol.ts'
import { createEmbeddedApi } from './api.ts'
import { base58Decode, base58Encode } from './base58.ts'
import { base64ToBytes, bytesToBase64 } from './bytes.ts'
import { type FrameStorage, memoryStorage } from './storage.ts'
import type { ApprovalView, FrameUi } from './ui.ts'
import { createFrameWallet, type FrameBootConfig } from './wallet.ts'

type Mail = { to: string; subject: string; text: string; html: string }
const mails: Mail[] = []
const lastMail = (to: string) => mails.findLast((mail) => mail.to === to)
const codeOf = (to: string) => {
  const code = /^Your Latch code: (\d{6})$/.exec(lastMail(to)?.subject ?? '')?.[1]
  if (!code) throw new Error(`no code mail to ${to}`)
  return code
}
const approveUrlOf = (to: string) => {
  const mail = lastMail(to)
  const url =
    mail?.subject === 'Approve your new device' ? mail.text.match(/https?:\/\/\S+/)?.[0] : undefined
  if (!url) throw new Error(`no device mail to ${to}`)
  return url
}

const PROJECT = 'latch-dev-project'
const SOLANA = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
let anvil: TestAnvil
let server: RunningServer
let config: FrameBootConfig
let emails = 0
const newEmail = () => `frame-visitor-${++emails}-${Date.now()}@shop.example`

beforeAll(async () => {
  anvil = await startAnvil(31_337)
  server = await startServer({
    host: '127.0.0.1',
    port: 9320,
    dataDir: ':memory:',
    chains: [{ chainId: 31_337, rpcUrl: anvil.rpcUrl }],
    indexer: { enabled: false },
    relay: false,
    frame: { port: 9321, host: '127.0.0.1' },
    embeddedWallet: {
      mailer: {
        async send(mail: Mail) {
          mails.push(mail)
        },
        close() {},
      },
      deviceWaitMs: 300,
      // Test keys (in memory: no key file).
      shareKey: '01'.repeat(32),
      recoveryKey: '02'.repeat(32),
    },
  } as Parameters<typeof startServer>[0])
  config = {
    projectId: PROJECT,
    hostOrigin: 'http://127.0.0.1:5173',
    allowedOrigins: ['*'],
    apiBase: server.frameUrl as string,
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Latch Devnet',
        rpcUrl: anvil.rpcUrl,
        nativeSymbol: 'ETH',
        decimals: 18,
      },
      // Signing only: nothing is sent to this cluster in these tests.
      {
        caipNetworkId: SOLANA,
        name: 'Solana Devnet',
        rpcUrl: 'http://127.0.0.1:9',
        nativeSymbol: 'SOL',
        decimals: 9,
      },
    ],
  }
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await anvil?.stop()
})

/** A frame: the dispatcher with its storage, a visitor who answers cards with `answer`, events. */
function frame(storage: FrameStorage = memoryStorage()) {
  const cards: ApprovalView[] = []
  const recoveries: string[] = []
  const events: { event: FrameEventName; payload: unknown }[] = []
  const visitor = { answer: true }
  const ui: FrameUi = {
    async approve(view) {
      cards.push(view)
      return visitor.answer
    },
    async showRecovery(share) {
      recoveries.push(share)
    },
    setTheme() {},
  }
  const wallet = createFrameWallet({
    config,
    initialChainId: 'eip155:31337',
    storage,
    api: createEmbeddedApi({ apiBase: config.apiBase, projectId: PROJECT }),
    ui,
    emit: (event, payload) => events.push({ event, payload }),
    devicePollPauseMs: 10,
  })
  let ids = 0
  const call = (
    action: FrameRequestAction,
    payload: unknown = {},
    signal = new AbortController().signal,
  ) =>
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
    wallet.dispatch(action, payload, { id: `req-${++ids}`, signal }) as Promise<any>
  const rpc = (method: string, params?: unknown, chainId = 'eip155:31337') =>
    call('RPC_REQUEST', { method, params, chainId })
  return { wallet, storage, call, rpc, cards, recoveries, events, visitor }
}

async function signUp(f = frame(), email = newEmail()) {
  expect(await f.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  const user = await f.call('CONNECT_OTP', { otp: codeOf(email) })
  return { f, email, user }
}

describe('login', () => {
  it('a new user gets an EVM and a Solana account; the server holds the same addresses', async () => {
    const { f, email, user } = await signUp()
    expect(user).toMatchObject({
      email,
      chainId: 'eip155:31337',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    const [evm, solana] = user.accounts
    expect(evm).toMatchObject({
      namespace: 'eip155',
      type: 'eoa',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    })
    expect(solana).toMatchObject({ namespace: 'solana', type: 'eoa' })
    expect(base58Decode(solana.address)).toHaveLength(32)
    expect(user.address).toBe(evm.address)
    const record = await f.storage.load()
    const session = await createEmbeddedApi({
      apiBase: config.apiBase,
      projectId: PROJECT,
    }).getSession(record!.sessionToken)
    expect(session.addresses).toEqual({ evm: evm.address, solana: solana.address })
    expect(await f.call('IS_CONNECTED')).toEqual({ isConnected: true })
  })

  it('a wrong code is refused with the server code, nothing signed in', async () => {
    const f = frame()
    const email = newEmail()
    await f.call('CONNECT_EMAIL', { email })
    const wrong = codeOf(email) === '000000' ? '111111' : '000000'
    await expect(f.call('CONNECT_OTP', { otp: wrong })).rejects.toMatchObject({
      code: 'wrong_code',
      attemptsLeft: 4,
    })
    expect(await f.call('IS_CONNECTED')).toEqual({ isConnected: false })
    await expect(f.call('GET_USER')).rejects.toMatchObject({ code: 4100 })
  })

  it('a reload on the same device: connected without a code, same accounts, still signs', async () => {
    const { f, user } = await signUp()
    const reloaded = frame(f.storage)
    // Both at once, as the host asks after a reload.
    const [connected, restored] = await Promise.all([
      reloaded.call('IS_CONNECTED'),
      reloaded.call('GET_USER', {}),
    ])
    expect(connected).toEqual({ isConnected: true })
    expect(restored).toEqual(user)
    const signature = await reloaded.rpc('personal_sign', ['0x6869', user.address])
    expect(await verifyMessage({ address: user.address, message: 'hi', signature })).toBe(true)
  })

  it('a known device signing in again gets a code only and rebuilds with its own share', async () => {
    const { f, email, user } = await signUp()
    // The session ends on the server side (as at expiry): the device share stays.
    const record = await f.storage.load()
    await createEmbeddedApi({ apiBase: config.apiBase, projectId: PROJECT }).signOut(
      record!.sessionToken,
    )
    const again = frame(f.storage)
    expect(await again.call('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(again.events.map((e) => e.event)).toEqual(['session-ended'])
    expect(await again.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    expect((await again.call('CONNECT_OTP', { otp: codeOf(email) })).accounts).toEqual(
      user.accounts,
    )
  })

  it('a new device: approved by the mailed link, rebuilt from the auth and recovery shares; both devices export the same recovery share', async () => {
    const first = await signUp()
    const second = frame()
    expect(await second.call('CONNECT_EMAIL', { email: first.email })).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const waiting = second.call('CONNECT_DEVICE')
    const approval = await fetch(approveUrlOf(first.email))
    expect(approval.status).toBe(200)
    expect(await waiting).toEqual({})
    const user = await second.call('CONNECT_OTP', { otp: codeOf(first.email) })
    expect(user.accounts).toEqual(first.user.accounts)

    await first.f.call('EXPORT_RECOVERY')
    await second.call('EXPORT_RECOVERY')
    expect(first.f.recoveries).toHaveLength(1)
    expect(second.recoveries).toEqual(first.f.recoveries)
    expect(base64ToBytes(first.f.recoveries[0]!)).toHaveLength(33)
  })

  it('sign-out ends the server session and wipes the frame storage', async () => {
    const { f } = await signUp()
    const token = (await f.storage.load())!.sessionToken
    expect(await f.call('SIGN_OUT')).toEqual({})
    expect(await f.storage.load()).toBeUndefined()
    expect(await f.call('IS_CONNECTED')).toEqual({ isConnected: false })
    await expect(
      createEmbeddedApi({ apiBase: config.apiBase, projectId: PROJECT }).getSession(token),
    ).rejects.toMatchObject({ status: 401 })
  })
})

describe('RPC requests', () => {
  let f: ReturnType<typeof frame>
  let address: `0x${string}`
  let solanaAddress: string
  beforeAll(async () => {
    const signedUp = await signUp()
    f = signedUp.f
    address = signedUp.user.accounts[0].address
    solanaAddress = signedUp.user.accounts[1].address
  })

  it('personal_sign: shown as text on the card, approved, the signature verifies', async () => {
    const cards = f.cards.length
    const signature = await f.rpc('personal_sign', ['0x48656c6c6f204c61746368', address])
    expect(await verifyMessage({ address, message: 'Hello Latch', signature })).toBe(true)
    expect(f.cards[cards]?.description).toMatchObject({
      title: 'Sign message',
      rows: [
        { label: 'Message', value: 'Hello Latch' },
        { label: 'Network', value: 'Latch Devnet' },
      ],
    })
    expect(f.cards[cards]?.site.origin).toBe('http://127.0.0.1:5173')
    expect(f.events.slice(-2)).toEqual([
      { event: 'approval-shown', payload: { method: 'personal_sign' } },
      { event: 'approval-done', payload: { method: 'personal_sign', approved: true } },
    ])
  })

  it('Decline: 4001, nothing signed', async () => {
    f.visitor.answer = false
    try {
      await expect(f.rpc('personal_sign', ['0x6869', address])).rejects.toMatchObject({
        code: 4001,
        message: 'User rejected the request.',
      })
    } finally {
      f.visitor.answer = true
    }
  })

  it('an aborted request (the modal closed) rejects "Modal closed" and the card goes', async () => {
    const controller = new AbortController()
    const ui = f.cards.length
    controller.abort(new Error('Modal closed'))
    await expect(
      f.call(
        'RPC_REQUEST',
        { method: 'personal_sign', params: ['0x6869', address], chainId: 'eip155:31337' },
        controller.signal,
      ),
    ).rejects.toMatchObject({ code: 4001, message: 'Modal closed' })
    expect(f.cards.length).toBe(ui)
  })

  it('methods on neither list: 4200 "Requested RPC call is not allowed", no card', async () => {
    const cards = f.cards.length
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'anvil_setBalance',
      'debug_traceCall',
    ]) {
      await expect(f.rpc(method, [])).rejects.toMatchObject({
        code: 4200,
        message: 'Requested RPC call is not allowed',
      })
    }
    expect(f.cards.length).toBe(cards)
  })

  it('raw user operations: 4200 "Method not supported by this wallet"', async () => {
    for (const method of ['eth_sendUserOperation']) {
      await expect(f.rpc(method, [])).rejects.toMatchObject({
        code: 4200,
        message: 'Method not supported by this wallet',
      })
    }
  })

  it('a request for another account: 4100, no card', async () => {
    const cards = f.cards.length
    await expect(
      f.rpc('personal_sign', ['0x6869', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']),
    ).rejects.toMatchObject({ code: 4100 })
    expect(f.cards.length).toBe(cards)
  })

  it('safe methods: local answers and reads from the chain, no card', async () => {
    const cards = f.cards.length
    expect(await f.rpc('eth_chainId')).toBe('0x7a69')
    expect(await f.rpc('eth_accounts')).toEqual([address])
    expect(await f.rpc('eth_blockNumber')).toMatch(/^0x[0-9a-f]+$/)
    expect(await f.rpc('eth_getBalance', [address, 'latest'])).toMatch(/^0x/)
    expect(f.cards.length).toBe(cards)
  })

  it('eth_signTypedData_v4: the signature verifies', async () => {
    const typedData = {
      domain: {
        name: 'Latch',
        version: '1',
        chainId: 31337,
        verifyingContract: '0x0000000000000000000000000000000000000001',
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const signature = await f.rpc('eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: typedData.message,
        signature,
      }),
    ).toBe(true)
    expect(f.cards.at(-1)?.description.title).toBe('Sign typed data')
  })

  it('eth_sendTransaction: nonce, gas and fees filled from the chain; the transfer lands', async () => {
    await anvil.rpc('anvil_setBalance', [address, '0x56BC75E2D63100000']) // 100 ETH
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await client.getBalance({ address: to })
    const hash = await f.rpc('eth_sendTransaction', [
      { from: address, to, value: '0xde0b6b3a7640000' },
    ])
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1'))
    expect(f.cards.at(-1)?.description.rows).toEqual([
      { label: 'To', value: to },
      { label: 'Value', value: '1 ETH' },
      { label: 'Network', value: 'Latch Devnet' },
    ])
  })

  it('solana_signMessage: an ed25519 signature by the Solana address', async () => {
    const message = new TextEncoder().encode('Sign in to Latch')
    const { signature } = await f.rpc(
      'solana_signMessage',
      { message: base58Encode(message), pubkey: solanaAddress },
      SOLANA,
    )
    expect(ed25519.verify(base58Decode(signature), message, base58Decode(solanaAddress))).toBe(true)
    expect(f.cards.at(-1)?.description.rows[0]).toEqual({
      label: 'Message',
      value: 'Sign in to Latch',
    })
  })

  it('an EVM method on a Solana network (and the reverse) is refused', async () => {
    await expect(f.rpc('personal_sign', ['0x6869', address], SOLANA)).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      f.rpc('solana_signMessage', { message: '2' }, 'eip155:31337'),
    ).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('solana_signTransaction: legacy and v0 transactions get a valid signature in their slot', async () => {
    const me = new PublicKey(solanaAddress)
    const other = Keypair.generate().publicKey
    const blockhash = base58Encode(crypto.getRandomValues(new Uint8Array(32)))
    const transfer = SystemProgram.transfer({ fromPubkey: me, toPubkey: other, lamports: 1000 })

    const legacy = new Transaction({ feePayer: me, recentBlockhash: blockhash }).add(transfer)
    const legacyWire = legacy.serialize({ requireAllSignatures: false, verifySignatures: false })
    const signedLegacy = await f.rpc(
      'solana_signTransaction',
      { transaction: bytesToBase64(legacyWire) },
      SOLANA,
    )
    expect(Transaction.from(base64ToBytes(signedLegacy.transaction)).verifySignatures()).toBe(true)

    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: me,
        recentBlockhash: blockhash,
        instructions: [transfer],
      }).compileToV0Message(),
    )
    const signedV0 = await f.rpc(
      'solana_signTransaction',
      { transaction: bytesToBase64(v0.serialize()) },
      SOLANA,
    )
    const decoded = VersionedTransaction.deserialize(base64ToBytes(signedV0.transaction))
    expect(ed25519.verify(decoded.signatures[0]!, decoded.message.serialize(), me.toBytes())).toBe(
      true,
    )

    // A transaction this wallet does not sign: invalid params, before any card.
    const cards = f.cards.length
    const foreign = new Transaction({ feePayer: other, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: other, toPubkey: me, lamports: 1 }),
    )
    await expect(
      f.rpc(
        'solana_signTransaction',
        {
          transaction: bytesToBase64(
            foreign.serialize({ requireAllSignatures: false, verifySignatures: false }),
          ),
        },
        SOLANA,
      ),
    ).rejects.toMatchObject({ code: -32602 })
    expect(f.cards.length).toBe(cards)
  })
})

describe('frame state', () => {
  it("SWITCH_NETWORK to a known network only; GET_USER then reports that network's address", async () => {
    const { f, user } = await signUp()
    await expect(f.call('SWITCH_NETWORK', { chainId: 'eip155:1' })).rejects.toMatchObject({
      code: -32602,
    })
    expect(await f.call('SWITCH_NETWORK', { chainId: SOLANA })).toEqual({ chainId: SOLANA })
    expect(await f.call('GET_CHAIN_ID')).toEqual({ chainId: SOLANA })
    const onSolana = await f.call('GET_USER', {})
    expect(onSolana.address).toBe(user.accounts[1].address)
    expect(onSolana.chainId).toBe(SOLANA)
  })
})
