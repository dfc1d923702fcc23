import type { AuthenticateAnswer } from '@latch/core/api'
import { formatSiwxMessage } from '@latch/core/siwx'
import { DEVNET_START_TIMEOUT_MS, type Devnet, startDevnet } from '@latch/devnet'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_ACCOUNTS,
  DEVNET_CONTRACT_WALLET,
  DEVNET_COUNTERFACTUAL_CONTRACT_WALLET,
  type DevnetContractWallet,
} from '@latch/devnet/constants'
import { signAsContractWallet } from '@latch/devnet/testing'
import { createPublicClient, http, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../app/startServer.ts'
import { devnetChainConfigs } from '../testing/devnetChains.ts'
import { authenticate, fetchNonce, me, signInFields } from '../testing/signIn.ts'
import { useTestDb } from '../testing/testDb.ts'

// Smart-contract accounts sign in through the chain: the devnet's EIP-1271 wallet (deployed at
// start) and its undeployed twin, whose ERC-6492 signature carries the factory call.
let devnet: Devnet
let server: RunningServer

beforeAll(async () => {
  const [started, db] = await Promise.all([startDevnet({ ports: [0, 0] }), useTestDb()])
  devnet = started
  server = await startServer({
    db,
    port: 0,
    chains: devnetChainConfigs(devnet, false),
    indexer: { enabled: false },
    relay: false,
  })
}, DEVNET_START_TIMEOUT_MS)
afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
})

async function signAs(wallet: DevnetContractWallet, ownerPrivateKey?: `0x${string}`) {
  const nonce = await fetchNonce(server.url)
  const message = formatSiwxMessage(signInFields(wallet.address, nonce, Date.now()))
  return { message, signature: await signAsContractWallet({ message, wallet, ownerPrivateKey }) }
}

describe.each([
  ['a deployed EIP-1271 wallet', DEVNET_CONTRACT_WALLET],
  ['an undeployed wallet with an ERC-6492 signature', DEVNET_COUNTERFACTUAL_CONTRACT_WALLET],
])('%s', (_, wallet) => {
  test('signs in with its owner’s signature; /me answers the wallet’s address', async () => {
    const answer = await authenticate(server.url, await signAs(wallet))
    expect(answer).toMatchObject({ status: 200, body: { address: wallet.address } })
    const { token } = answer.body as unknown as AuthenticateAnswer
    expect(await me(server.url, token)).toMatchObject({
      status: 200,
      body: { address: wallet.address, chainId: 'eip155:31337' },
    })
  })

  test('another key’s signature: 401 contract_signature_invalid', async () => {
    const request = await signAs(wallet, DEVNET_ACCOUNTS[1].privateKey)
    expect(await authenticate(server.url, request)).toMatchObject({
      status: 401,
      body: { error: 'contract_signature_invalid' },
    })
  })
})

test('verifying an ERC-6492 signature deploys nothing', async () => {
  const client = createPublicClient({ transport: http(devnet.chains[0].rpcUrl) })
  const address = DEVNET_COUNTERFACTUAL_CONTRACT_WALLET.address
  expect(
    (await authenticate(server.url, await signAs(DEVNET_COUNTERFACTUAL_CONTRACT_WALLET))).status,
  ).toBe(200)
  expect(await client.getCode({ address })).toBeUndefined()
  expect(await client.getCode({ address: DEVNET_CONTRACT_WALLET.address })).toMatch(/^0x.+/)
})

test('the embedded wallet’s SimpleAccount (no EIP-1271, not deployed) signs in with its owner’s signature', async () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const client = createPublicClient({ chain: devnet.chains[0].chain, transport: http() })
  const account = await client.readContract({
    address: DEVNET_ACCOUNT_ABSTRACTION.simpleAccountFactory,
    abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const nonce = await fetchNonce(server.url)
  const message = formatSiwxMessage(signInFields(account, nonce, Date.now()))
  const answer = await authenticate(server.url, {
    message,
    signature: await owner.signMessage({ message }),
  })
  expect(answer).toMatchObject({ status: 200, body: { address: account } })
  const stranger = privateKeyToAccount(generatePrivateKey())
  const again = await fetchNonce(server.url)
  const other = formatSiwxMessage(signInFields(account, again, Date.now()))
  expect(
    (
      await authenticate(server.url, {
        message: other,
        signature: await stranger.signMessage({ message: other }),
      })
    ).status,
  ).toBe(401)
})
