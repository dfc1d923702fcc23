/**
 * The visitor's smart account through the frame's dispatcher (issue P11), against the real parts:
 * a devnet (ERC-4337 v0.8 at its public addresses, the devnet tokens), a real bundler (alto) for
 * chain 31337 and none for 31338, a Latch server with its frame origin for the login. What stands
 * in for the browser: the storage (memory) and the card (the visitor's Approve / Decline).
 */

import {
  type Bundler,
  DEVNET_START_TIMEOUT_MS,
  type Devnet,
  startBundler,
  startDevnet,
} from '@latch/devnet'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_ACCOUNTS,
  DEVNET_TOKENS,
  devTokenAbi,
} from '@latch/devnet/constants'
import { writeAndMine } from '@latch/devnet/testing'
import type { RunningServer } from '@latch/server'
import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseEventLogs,
  parseUnits,
  toEventSelector,
  toFunctionSelector,
  verifyMessage,
} from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameRequestAction } from '../shared/protocol.ts'
import { type CapturedMail, startEmbeddedTestServer } from '../test/embeddedServer.ts'
import { createEmbeddedApi } from './api.ts'
import {
  ENTRY_POINT_08,
  SELECTORS,
  SIMPLE_ACCOUNT_FACTORY_08,
  userOperationHash,
} from './smartAccount.ts'
import { type FrameStorage, memoryStorage } from './storage.ts'
import type { ApprovalView, FrameUi } from './ui.ts'
import { createFrameWallet, type FrameBootConfig } from './wallet.ts'

const mails: CapturedMail[] = []
const codeOf = (to: string) => {
  const subject = mails.findLast((mail) => mail.to === to)?.subject ?? ''
  const code = /^Your Latch code: (\d{6})$/.exec(subject)?.[1]
  if (!code) throw new Error(`no code mail to ${to}`)
  return code
}

const PROJECT = 'latch-dev-project'
const usdc = DEVNET_TOKENS.usdc.address
let devnet: Devnet
let bundler: Bundler
let server: RunningServer
let config: FrameBootConfig
let client: PublicClient
let emails = 0

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  bundler = await startBundler({ rpcUrl: devnet.chains[0].rpcUrl, port: 0 })
  client = createPublicClient({ chain: devnet.chains[0].chain, transport: http() })
  server = await startEmbeddedTestServer({
    mails,
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
  config = {
    projectId: PROJECT,
    hostOrigin: 'http://127.0.0.1:5173',
    allowedOrigins: ['*'],
    apiBase: server.frameUrl as string,
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Latch Devnet',
        rpcUrl: devnet.chains[0].rpcUrl,
        nativeSymbol: 'ETH',
        decimals: 18,
        bundlerUrl: bundler.url,
      },
      {
        caipNetworkId: 'eip155:31338',
        name: 'Latch Devnet 2',
        rpcUrl: devnet.chains[1].rpcUrl,
        nativeSymbol: 'ETH',
        decimals: 18,
      },
    ],
  }
}, DEVNET_START_TIMEOUT_MS)

afterAll(async () => {
  await server?.stop()
  await bundler?.stop()
  await devnet?.stop()
})

function frame(storage: FrameStorage = memoryStorage()) {
  const cards: ApprovalView[] = []
  const ui: FrameUi = {
    async approve(view) {
      cards.push(view)
      return true
    },
    async showRecovery() {},
    setTheme() {},
  }
  const wallet = createFrameWallet({
    config,
    initialChainId: 'eip155:31337',
    storage,
    api: createEmbeddedApi({ apiBase: config.apiBase, projectId: PROJECT }),
    ui,
    emit() {},
  })
  let ids = 0
  const signal = new AbortController().signal
  const call = (action: FrameRequestAction, payload: unknown = {}) =>
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
    wallet.dispatch(action, payload, { id: `req-${++ids}`, signal }) as Promise<any>
  const rpc = (method: string, params?: unknown, chainId = 'eip155:31337') =>
    call('RPC_REQUEST', { method, params, chainId })
  return { wallet, storage, call, rpc, cards }
}

async function signUp() {
  const f = frame()
  const email = `smart-${++emails}-${Date.now()}@shop.example`
  await f.call('CONNECT_EMAIL', { email })
  const user = await f.call('CONNECT_OTP', { otp: codeOf(email) })
  const eoa = user.accounts.find((a: { type: string }) => a.type === 'eoa').address as Address
  return { f, user, eoa }
}

const factoryAddress = (owner: Address) =>
  client.readContract({
    address: DEVNET_ACCOUNT_ABSTRACTION.simpleAccountFactory,
    abi: [
      {
        type: 'function',
        name: 'getAddress',
        stateMutability: 'view',
        inputs: [
          { name: 'owner', type: 'address' },
          { name: 'salt', type: 'uint256' },
        ],
        outputs: [{ type: 'address' }],
      },
    ] as const,
    functionName: 'getAddress',
    args: [owner, 0n],
  })

const balanceOf = (address: Address) =>
  client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

const transfer = (to: Address, amount: string) => ({
  to: usdc,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 6)],
  }),
})

/** ETH for gas and 100 USDC, from the devnet's account 0. */
async function fund(address: Address) {
  await createTestClient({
    mode: 'anvil',
    chain: devnet.chains[0].chain,
    transport: http(),
  }).setBalance({
    address,
    value: parseEther('1'),
  })
  await writeAndMine(devnet.chains[0].chain, DEVNET_ACCOUNTS[0].address, {
    address: usdc,
    abi: devTokenAbi,
    functionName: 'transfer',
    args: [address, parseUnits('100', 6)],
  })
}

async function settled(f: ReturnType<typeof frame>, id: string) {
  for (let i = 0; i < 120; i++) {
    const status = await f.rpc('wallet_getCallsStatus', [id])
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${id} still pending`)
}

const recipients = [
  '0x00000000000000000000000000000000000000c1',
  '0x00000000000000000000000000000000000000c2',
] as const

describe('the smart account', () => {
  it('uses the public EntryPoint v0.8 and SimpleAccountFactory (the devnet deploys the same), and their functions’ selectors', () => {
    expect(ENTRY_POINT_08).toBe(DEVNET_ACCOUNT_ABSTRACTION.entryPoint)
    expect(SIMPLE_ACCOUNT_FACTORY_08).toBe(DEVNET_ACCOUNT_ABSTRACTION.simpleAccountFactory)
    expect(SELECTORS).toEqual({
      getAddress: toFunctionSelector('getAddress(address,uint256)'),
      createAccount: toFunctionSelector('createAccount(address,uint256)'),
      getNonce: toFunctionSelector('getNonce(address,uint192)'),
      execute: toFunctionSelector('execute(address,uint256,bytes)'),
      executeBatch: toFunctionSelector('executeBatch((address,uint256,bytes)[])'),
    })
  })

  it('hashes a user operation as viem’s getUserOperationHash does for v0.8 (with and without initCode)', () => {
    const op = {
      sender: '0x00000000000000000000000000000000000000a1',
      nonce: 7n,
      callData: '0x1234',
      callGasLimit: 100_000n,
      verificationGasLimit: 300_000n,
      preVerificationGas: 50_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    } as const
    for (const deploy of [
      {},
      { factory: SIMPLE_ACCOUNT_FACTORY_08, factoryData: '0x5fbfb9cf00' as const },
    ]) {
      expect(userOperationHash(31_337, { ...op, ...deploy })).toBe(
        getUserOperationHash({
          chainId: 31_337,
          entryPointAddress: ENTRY_POINT_08,
          entryPointVersion: '0.8',
          userOperation: { ...op, ...deploy, signature: '0x' },
        }),
      )
    }
  })

  it('is factory.getAddress(owner, 0); SET_PREFERRED_ACCOUNT selects it where a bundler is, a reload keeps it, a chain without one gets the EOA', async () => {
    const { f, user, eoa } = await signUp()
    const smart = await factoryAddress(eoa)
    expect(user).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      smartAccountNetworks: ['eip155:31337'],
    })
    expect(user.accounts).toContainEqual({
      namespace: 'eip155',
      address: smart,
      type: 'smartAccount',
    })
    expect(await f.rpc('eth_accounts')).toEqual([eoa])

    const selected = await f.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(selected).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(await f.rpc('eth_accounts')).toEqual([smart])
    expect(await f.rpc('eth_requestAccounts')).toEqual([smart])
    expect(await f.rpc('wallet_getCapabilities', [smart])).toEqual({
      '0x7a69': {
        atomic: { status: 'supported' },
        // ERC-7715: smart sessions where the smart account is in use (permissions.ts).
        permissions: {
          supported: true,
          signerTypes: ['wallet', 'account', 'key', 'keys'],
          permissionTypes: ['erc20-token-transfer', 'native-token-transfer'],
          policyTypes: ['token-allowance'],
        },
      },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })

    // A reload (same storage) keeps the choice until the host says otherwise.
    const reloaded = frame(f.storage)
    expect(await reloaded.call('GET_USER', {})).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
    })

    // A chain without a bundler: the EOA (SPEC §4).
    await reloaded.call('SWITCH_NETWORK', { chainId: 'eip155:31338' })
    const elsewhere = await reloaded.call('GET_USER', {})
    expect(elsewhere).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(elsewhere.accounts.map((a: { type: string }) => a.type)).toEqual(['eoa', 'eoa'])
    expect(await reloaded.rpc('eth_accounts', [], 'eip155:31338')).toEqual([eoa])

    // Back to eoa on request.
    await reloaded.call('SWITCH_NETWORK', { chainId: 'eip155:31337' })
    expect(await reloaded.call('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
    })
    expect((await f.storage.load())?.preferredAccountType).toBe('eoa')
    await expect(reloaded.call('SET_PREFERRED_ACCOUNT', { type: 'payment' })).rejects.toMatchObject(
      {
        code: -32602,
      },
    )
  }, 60_000)

  it('wallet_sendCalls: two token transfers are ONE user operation that deploys the account; status 200 with its receipt; then eth_sendTransaction and personal_sign', async () => {
    const { f, eoa } = await signUp()
    const { address: smart } = await f.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    await fund(smart)
    const before = await balanceOf(smart)

    const { id } = await f.rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: smart,
        atomicRequired: true,
        calls: [transfer(recipients[0], '1'), transfer(recipients[1], '2.5')],
      },
    ])
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    // The card listed both calls, each as a decoded token transfer.
    const card = f.cards.at(-1)!.description
    expect(card.title).toBe('Send calls')
    expect(card.rows[0]).toEqual({ label: 'From', value: `Smart account ${smart}` })
    expect(card.rows).toContainEqual({
      label: 'Call 2 token transfer',
      value: `2500000 units to ${recipients[1]}`,
    })

    const status = await settled(f, id)
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      status: 200,
      atomic: true,
    })
    expect(status.receipts).toHaveLength(1)
    const [receipt] = status.receipts
    expect(receipt.status).toBe('0x1')
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    expect(transfers.map((log) => log.args.to.toLowerCase())).toEqual([...recipients])
    // One user operation, in one bundle transaction.
    const tx = await client.getTransactionReceipt({ hash: receipt.transactionHash })
    const userOperationEvents = tx.logs.filter(
      (log) =>
        log.address.toLowerCase() === ENTRY_POINT_08.toLowerCase() &&
        log.topics[0] ===
          toEventSelector(
            'UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)',
          ),
    )
    expect(userOperationEvents).toHaveLength(1)
    expect(await balanceOf(recipients[0])).toBe(parseUnits('1', 6))
    expect(await balanceOf(recipients[1])).toBe(parseUnits('2.5', 6))
    expect(await balanceOf(smart)).toBe(before - parseUnits('3.5', 6))
    expect(await f.call('GET_USER', {})).toMatchObject({ smartAccountDeployed: true })

    // eth_sendTransaction from the smart account: a user operation, answered with its transaction.
    const hash = (await f.rpc('eth_sendTransaction', [
      { from: smart, to: recipients[0], value: '0x2386f26fc10000' },
    ])) as Hex
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: recipients[0] })).toBe(parseEther('0.01'))

    // personal_sign for the smart account: the owner's signature (SimpleAccount has no ERC-1271).
    const signature = await f.rpc('personal_sign', ['0x6869', smart])
    expect(await verifyMessage({ address: eoa, message: 'hi', signature })).toBe(true)
  }, 120_000)

  it('an EOA sends the calls one by one when atomicity is not required, and refuses them when it is (5760)', async () => {
    const { f, eoa } = await signUp()
    await fund(eoa)
    const cards = f.cards.length
    const batch = (atomicRequired: boolean) => [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        atomicRequired,
        calls: [transfer(recipients[0], '1'), transfer(recipients[1], '1')],
      },
    ]
    await expect(f.rpc('wallet_sendCalls', batch(true))).rejects.toMatchObject({ code: 5760 })
    expect(f.cards.length).toBe(cards)
    expect(await f.rpc('wallet_getCapabilities', [eoa])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    const before = await balanceOf(eoa)
    const { id } = await f.rpc('wallet_sendCalls', batch(false))
    const status = await settled(f, id)
    expect(status).toMatchObject({ status: 200, atomic: false, chainId: '0x7a69' })
    expect(status.receipts).toHaveLength(2)
    expect(
      new Set(status.receipts.map((r: { transactionHash: string }) => r.transactionHash)).size,
    ).toBe(2)
    expect(await balanceOf(eoa)).toBe(before - parseUnits('2', 6))

    // A second call that cannot be sent (more USDC than the EOA holds: its gas estimate reverts)
    // after one that was: the id still comes back, and the status is 600 with the one receipt.
    const partial = await f.rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        atomicRequired: false,
        calls: [transfer(recipients[0], '1'), transfer(recipients[1], '1000000000')],
      },
    ])
    const partialStatus = await settled(f, partial.id)
    expect(partialStatus).toMatchObject({ status: 600, atomic: false })
    expect(partialStatus.receipts).toHaveLength(1)
    expect(await balanceOf(eoa)).toBe(before - parseUnits('3', 6))
  }, 60_000)

  it('bad batches are refused before any card: -32602 with what is wrong, 5710 another chain, 5700 an unknown required capability; an unknown id 5730', async () => {
    const { f } = await signUp()
    const cards = f.cards.length
    const good = { to: usdc, data: '0x' }
    const send = (batch: Record<string, unknown>) =>
      f.rpc('wallet_sendCalls', [
        { version: '2.0.0', chainId: '0x7a69', atomicRequired: false, calls: [good], ...batch },
      ])
    for (const [batch, message] of [
      [{ calls: [] }, 'calls is empty'],
      [{ calls: [{ data: '0x' }] }, 'calls[0].to must be an address starting with 0x'],
      [{ calls: [{ to: usdc.slice(2) }] }, 'calls[0].to must be an address starting with 0x'],
      [{ calls: [good, { to: usdc, data: 'abcd' }] }, 'calls[1].data must be hex starting with 0x'],
      [{ calls: [{ to: usdc, value: 10 }] }, 'calls[0].value must be a hex quantity'],
      [{ atomicRequired: 'yes' }, 'atomicRequired is not a boolean'],
      [{ from: 'me' }, 'from is not an address'],
    ] as const) {
      await expect(send(batch), message).rejects.toMatchObject({
        code: -32602,
        message: `Invalid parameters: ${message}`,
      })
    }
    await expect(f.rpc('wallet_sendCalls', [])).rejects.toMatchObject({ code: -32602 })
    await expect(send({ chainId: '0x1' })).rejects.toMatchObject({ code: 5710 })
    await expect(send({ capabilities: { paymasterService: { url: 'x' } } })).rejects.toMatchObject({
      code: 5700,
    })
    await expect(
      send({ from: '0x00000000000000000000000000000000000000c1' }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(f.cards.length).toBe(cards)
    await expect(f.rpc('wallet_getCallsStatus', ['nope'])).rejects.toMatchObject({ code: 5730 })
    await expect(f.rpc('wallet_getCallsStatus', [])).rejects.toMatchObject({ code: -32602 })
  })
})

describe('smart sessions (ERC-7715, permissions.ts)', () => {
  const grantRequest = (allowance: string) => ({
    expiry: Math.floor(Date.now() / 1000) + 3600,
    permissions: [
      {
        type: 'erc20-token-transfer',
        data: { address: usdc, ticker: 'USDC' },
        policies: [
          {
            type: 'token-allowance',
            data: { allowance: `0x${parseUnits(allowance, 6).toString(16)}` },
          },
        ],
        required: true,
      },
    ],
  })
  const batch = (smart: Address, context: string, ...calls: { to: Address; data: Hex }[]) => [
    {
      version: '2.0.0',
      chainId: '0x7a69',
      from: smart,
      atomicRequired: true,
      calls,
      capabilities: { permissions: { context } },
    },
  ]

  it('granted after one card; transfers within it run with no card; past it, another token or after a revoke: 4100, no card', async () => {
    const { f } = await signUp()
    const { address: smart } = await f.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    await fund(smart)
    const granted = await f.rpc('wallet_grantPermissions', [grantRequest('10')])
    expect(granted).toMatchObject({
      permissionsContext: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      grantedPermissions: [{ type: 'erc20-token-transfer', data: { address: usdc.toLowerCase() } }],
      signerData: { submitToAddress: smart },
    })
    const card = f.cards.at(-1)!.description
    expect(card.title).toBe('Grant a smart session')
    expect(card.rows[0]!.value).toMatch(
      /^Allow 127\.0\.0\.1:5173 to spend up to 10 USDC until \d{4}-\d\d-\d\d \d\d:\d\d UTC without asking$/,
    )
    const cards = f.cards.length
    const context = granted.permissionsContext as string

    const { id } = await f.rpc(
      'wallet_sendCalls',
      batch(smart, context, transfer(recipients[0], '4'), transfer(recipients[1], '5')),
    )
    expect((await settled(f, id)).status).toBe(200)
    expect(await balanceOf(recipients[0])).toBeGreaterThanOrEqual(parseUnits('4', 6))
    expect(f.cards.length).toBe(cards)

    await expect(
      f.rpc('wallet_sendCalls', batch(smart, context, transfer(recipients[0], '1.5'))),
    ).rejects.toMatchObject({ code: 4100 })
    const otherToken = { ...transfer(recipients[0], '1'), to: DEVNET_TOKENS.usdt.address }
    await expect(
      f.rpc('wallet_sendCalls', batch(smart, context, otherToken)),
    ).rejects.toMatchObject({ code: 4100 })
    const { id: last } = await f.rpc(
      'wallet_sendCalls',
      batch(smart, context, transfer(recipients[0], '1')),
    )
    expect((await settled(f, last)).status).toBe(200)
    expect(f.cards.length).toBe(cards)

    expect(await f.rpc('wallet_revokePermissions', [{ permissionsContext: context }])).toBeNull()
    expect(f.cards.at(-1)!.description.title).toBe('Revoke a smart session')
    const afterRevoke = f.cards.length
    await expect(
      f.rpc('wallet_sendCalls', batch(smart, context, transfer(recipients[0], '0'))),
    ).rejects.toMatchObject({ code: 4100 })
    expect(f.cards.length).toBe(afterRevoke)
  }, 120_000)

  it('refused before any card: a malformed grant (-32602), a grant for the EOA (4100), an unknown context (4100)', async () => {
    const { f, eoa } = await signUp()
    await expect(
      f.rpc('wallet_grantPermissions', [{ ...grantRequest('1'), expiry: 1 }]),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(f.rpc('wallet_grantPermissions', [grantRequest('1')])).rejects.toMatchObject({
      code: 4100,
    })
    expect(f.cards).toHaveLength(0)
    const { address: smart } = await f.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(smart).not.toBe(eoa)
    await expect(
      f.rpc('wallet_sendCalls', batch(smart, `0x${'ab'.repeat(32)}`, transfer(recipients[0], '1'))),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      f.rpc('wallet_sendCalls', batch(smart, 'nope', transfer(recipients[0], '1'))),
    ).rejects.toMatchObject({ code: -32602 })
    expect(f.cards).toHaveLength(0)
  }, 60_000)
})
