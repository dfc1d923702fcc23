import {
  DEVNET_START_TIMEOUT_MS,
  type Devnet,
  type DevnetSnapshot,
  startDevnet,
} from '@latch/devnet'
import {
  DEVNET_ACCOUNTS,
  DEVNET_CONTRACT_WALLET,
  DEVNET_COUNTERFACTUAL_CONTRACT_WALLET,
  type DevnetContractWallet,
} from '@latch/devnet/constants'
import {
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  stringToHex,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { UNUSED_RPC_URL } from '../test/fixtures.ts'
import { createTestWallet } from './createTestWallet.ts'
import type { TestWallet } from './types.ts'

// A full devnet: its contract wallet (EIP-1271) is deployed at start, salt 1 is not (ERC-6492).
let devnet: Devnet
let snapshot: DevnetSnapshot
let client: PublicClient

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  client = createPublicClient({ chain: devnet.chains[0].chain, transport: http() })
}, DEVNET_START_TIMEOUT_MS)
afterAll(() => devnet?.stop())
beforeEach(async () => {
  snapshot = await devnet.snapshot()
})
afterEach(async () => {
  await devnet.revert(snapshot)
})

const [owner, other] = DEVNET_ACCOUNTS
const ERC6492_SUFFIX = '6492'.repeat(16)

async function contractWallet(wallet: DevnetContractWallet = DEVNET_CONTRACT_WALLET) {
  const testWallet = createTestWallet({
    privateKeys: [other.privateKey],
    contractAccounts: [{ ...wallet, ownerPrivateKey: owner.privateKey }],
    chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: devnet.chains[0].rpcUrl }],
  })
  await testWallet.provider.request({ method: 'eth_requestAccounts' })
  return testWallet
}

async function sign(wallet: TestWallet, message: string): Promise<Hex> {
  return (await wallet.provider.request({
    method: 'personal_sign',
    params: [stringToHex(message), wallet.address],
  })) as Hex
}

async function receiptOf(hash: Hex) {
  return client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
}

describe('a contract account (EIP-1271)', () => {
  test('is what the page sees: eth_requestAccounts and eth_accounts answer the contract', async () => {
    const wallet = createTestWallet({
      privateKeys: [other.privateKey],
      contractAccounts: [{ ...DEVNET_CONTRACT_WALLET, ownerPrivateKey: owner.privateKey }],
      chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: UNUSED_RPC_URL }],
    })
    expect(wallet.addresses).toEqual([DEVNET_CONTRACT_WALLET.address, other.address])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      DEVNET_CONTRACT_WALLET.address,
    ])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([
      DEVNET_CONTRACT_WALLET.address,
    ])
    wallet.setAccount(1)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([other.address])
  })

  test('personal_sign answers the owner’s signature, valid for the contract through the chain', async () => {
    const wallet = await contractWallet()
    const signature = await sign(wallet, 'Sign in to Latch')
    expect(signature.endsWith(ERC6492_SUFFIX)).toBe(false)
    expect(
      await client.verifyMessage({
        address: DEVNET_CONTRACT_WALLET.address,
        message: 'Sign in to Latch',
        signature,
      }),
    ).toBe(true)
    // The dapp was given the contract, not its owner.
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x01', owner.address] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  test('eth_signTypedData_v4 answers a signature valid for the contract', async () => {
    const wallet = await contractWallet()
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signature = (await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [wallet.address, JSON.stringify(typedData)],
    })) as Hex
    expect(await client.verifyTypedData({ ...typedData, address: wallet.address, signature })).toBe(
      true,
    )
  })

  test('eth_sendTransaction pays out of the contract’s balance, sent by the owner as execute', async () => {
    const wallet = await contractWallet()
    const recipient = privateKeyToAddress(generatePrivateKey())
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: recipient, value: toHex(parseEther('0.25')) }],
    })) as Hex
    const receipt = await receiptOf(hash)
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(owner.address.toLowerCase())
    expect(receipt.to).toBe(DEVNET_CONTRACT_WALLET.address.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect(await client.getBalance({ address: DEVNET_CONTRACT_WALLET.address })).toBe(
      DEVNET_CONTRACT_WALLET.fundedAmount - parseEther('0.25'),
    )
  })
})

describe('a counterfactual contract account (ERC-6492)', () => {
  const counterfactual = DEVNET_COUNTERFACTUAL_CONTRACT_WALLET

  test('personal_sign answers a 6492-wrapped signature that verifies before deployment', async () => {
    const wallet = await contractWallet(counterfactual)
    expect(await client.getCode({ address: counterfactual.address })).toBeUndefined()
    const signature = await sign(wallet, 'Sign in to Latch')
    expect(signature.endsWith(ERC6492_SUFFIX)).toBe(true)
    expect(
      await client.verifyMessage({
        address: counterfactual.address,
        message: 'Sign in to Latch',
        signature,
      }),
    ).toBe(true)
  })

  test('once deployed, it answers the plain EIP-1271 signature', async () => {
    const wallet = await contractWallet(counterfactual)
    // Anyone may deploy it: the owner is fixed by the factory call.
    const deployHash = (await createTestWallet({
      privateKeys: [other.privateKey],
      chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: devnet.chains[0].rpcUrl }],
      permitted: true,
    }).provider.request({
      method: 'eth_sendTransaction',
      params: [
        { from: other.address, to: counterfactual.factory, data: counterfactual.factoryData },
      ],
    })) as Hex
    expect((await receiptOf(deployHash)).status).toBe('success')

    const signature = await sign(wallet, 'after deployment')
    expect(signature.endsWith(ERC6492_SUFFIX)).toBe(false)
    expect(
      await client.verifyMessage({
        address: counterfactual.address,
        message: 'after deployment',
        signature,
      }),
    ).toBe(true)
  })

  test('eth_sendTransaction before deployment answers -32603 without a prompt', async () => {
    const wallet = await contractWallet(counterfactual)
    await expect(
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: other.address, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: -32603 })
    expect(wallet.approvals.map((approval) => approval.method)).toEqual(['eth_requestAccounts'])
  })
})

describe('contractAccounts options', () => {
  const chains = [{ chainId: 31337, name: 'Devnet', rpcUrl: UNUSED_RPC_URL }]

  test('a factory without factoryData (or the reverse) is a TypeError', () => {
    const { factory, address } = DEVNET_COUNTERFACTUAL_CONTRACT_WALLET
    expect(() =>
      createTestWallet({
        privateKeys: [],
        contractAccounts: [{ address, factory, ownerPrivateKey: owner.privateKey }],
        chains,
      }),
    ).toThrow(TypeError)
  })

  test('no key and no contract account is a TypeError; a contract account alone is enough', () => {
    expect(() => createTestWallet({ privateKeys: [], chains })).toThrow(TypeError)
    const wallet = createTestWallet({
      privateKeys: [],
      contractAccounts: [{ ...DEVNET_CONTRACT_WALLET, ownerPrivateKey: owner.privateKey }],
      chains,
    })
    expect(wallet.address).toBe(DEVNET_CONTRACT_WALLET.address)
  })
})
