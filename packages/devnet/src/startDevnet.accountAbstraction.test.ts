import { createRequire } from 'node:module'
import {
  type Abi,
  concat,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_ACCOUNT_ABSTRACTION_SENDER,
} from './constants/accountAbstraction.ts'
import { DEVNET_ACCOUNTS } from './constants/accounts.ts'
import { deployAccountAbstraction } from './deploy/deployAccountAbstraction.ts'
import type { DevnetSnapshot } from './snapshot.ts'
import { DEVNET_START_TIMEOUT_MS, type Devnet, startDevnet } from './startDevnet.ts'

// ERC-4337 v0.8 on the devnet (issue P11): the published artifacts at their public addresses,
// and EIP-7702 delegation to Simple7702Account on anvil.

const artifact = (name: string) =>
  createRequire(import.meta.url)(`@account-abstraction/contracts/artifacts/${name}.json`) as {
    abi: Abi
  }
const { entryPoint, simpleAccountFactory, simple7702Account } = DEVNET_ACCOUNT_ABSTRACTION

let devnet: Devnet
let clients: PublicClient[]
let snapshot: DevnetSnapshot

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  clients = devnet.chains.map(({ chain }) => createPublicClient({ chain, transport: http() }))
}, DEVNET_START_TIMEOUT_MS)
afterAll(() => devnet?.stop())
beforeEach(async () => {
  snapshot = await devnet.snapshot()
})
afterEach(async () => {
  await devnet.revert(snapshot)
})

describe('account abstraction on the devnet', () => {
  test('EntryPoint v0.8, SimpleAccountFactory and Simple7702Account are at their public addresses on both chains, wired together', async () => {
    for (const client of clients) {
      for (const address of [entryPoint, simpleAccountFactory, simple7702Account]) {
        expect(await client.getCode({ address }), address).toMatch(/^0x[0-9a-f]{200,}$/)
      }
      const owner = DEVNET_ACCOUNTS[3]!.address
      expect(
        await client.readContract({
          address: entryPoint,
          abi: artifact('EntryPoint').abi,
          functionName: 'getNonce',
          args: [owner, 0n],
        }),
      ).toBe(0n)
      expect(
        await client.readContract({
          address: simple7702Account,
          abi: artifact('Simple7702Account').abi,
          functionName: 'entryPoint',
        }),
      ).toBe(entryPoint)
      // The factory's counterfactual account: the same address on both chains, nothing there yet.
      const account = (await client.readContract({
        address: simpleAccountFactory,
        abi: artifact('SimpleAccountFactory').abi,
        functionName: 'getAddress',
        args: [owner, 0n],
      })) as `0x${string}`
      expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(await client.getCode({ address: account })).toBeUndefined()
    }
  })

  test('an EOA delegates to Simple7702Account with a type-4 transaction (EIP-7702)', async () => {
    const [client] = clients
    const { chain, rpcUrl } = devnet.chains[0]!
    const eoa = privateKeyToAccount(DEVNET_ACCOUNTS[4]!.privateKey)
    const wallet = createWalletClient({ account: eoa, chain, transport: http(rpcUrl) })
    const authorization = await wallet.signAuthorization({
      contractAddress: simple7702Account,
      executor: 'self',
    })
    const hash = await wallet.sendTransaction({
      authorizationList: [authorization],
      to: eoa.address,
      data: '0x',
      value: parseEther('0'),
    })
    expect((await client!.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client!.getCode({ address: eoa.address })).toBe(
      concat(['0xef0100', simple7702Account]).toLowerCase(),
    )
  })

  test('deploying again leaves them alone, and moves no development account’s nonce', async () => {
    const client = clients[0]!
    const nonces = await Promise.all(
      DEVNET_ACCOUNTS.map(({ address }) => client.getTransactionCount({ address })),
    )
    const sent = await client.getTransactionCount({ address: DEVNET_ACCOUNT_ABSTRACTION_SENDER })
    await deployAccountAbstraction(devnet.chains[0]!.rpcUrl)
    expect(await client.getTransactionCount({ address: DEVNET_ACCOUNT_ABSTRACTION_SENDER })).toBe(
      sent,
    )
    expect(
      await Promise.all(
        DEVNET_ACCOUNTS.map(({ address }) => client.getTransactionCount({ address })),
      ),
    ).toEqual(nonces)
  })
})
