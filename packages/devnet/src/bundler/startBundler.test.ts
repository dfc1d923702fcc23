import { createServer } from 'node:net'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { createBundlerClient, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEVNET_ACCOUNT_ABSTRACTION } from '../constants/accountAbstraction.ts'
import { DEVNET_ACCOUNTS } from '../constants/accounts.ts'
import { DEVNET_TOKENS } from '../constants/contracts.ts'
import { DevnetPortInUseError } from '../errors.ts'
import { DEVNET_START_TIMEOUT_MS, type Devnet, startDevnet } from '../startDevnet.ts'
import { type Bundler, startBundler, supportedEntryPoints } from './startBundler.ts'

// A real ERC-4337 bundler (alto) on the devnet: an EIP-7702 account's batch of two transfers goes
// through it as one user operation (issue P11's first acceptance, at the devnet's level).

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

let devnet: Devnet
let bundler: Bundler
let port: number

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  port = await freePort()
  bundler = await startBundler({ rpcUrl: devnet.chains[0].rpcUrl, port })
}, DEVNET_START_TIMEOUT_MS)
afterAll(async () => {
  await bundler?.stop()
  await devnet?.stop()
})

describe('the devnet bundler', () => {
  test('answers ERC-4337 JSON-RPC for EntryPoint v0.8', async () => {
    expect(await supportedEntryPoints(bundler.url)).toEqual([DEVNET_ACCOUNT_ABSTRACTION.entryPoint])
  })

  test('an EIP-7702 account sends two token transfers as one user operation; both land in one transaction', async () => {
    const { chain, rpcUrl } = devnet.chains[0]
    const client = createPublicClient({ chain, transport: http(rpcUrl) })
    const owner = privateKeyToAccount(DEVNET_ACCOUNTS[6]!.privateKey)
    const account = await toSimple7702SmartAccount({ client, owner })
    expect(account.address).toBe(owner.address)
    const authorization = await createWalletClient({
      account: owner,
      chain,
      transport: http(rpcUrl),
    }).signAuthorization({ contractAddress: DEVNET_ACCOUNT_ABSTRACTION.simple7702Account })
    const usdc = DEVNET_TOKENS.usdc.address
    const to = [
      '0x00000000000000000000000000000000000000b1',
      '0x00000000000000000000000000000000000000b2',
    ] as const
    const transfer = (recipient: (typeof to)[number], amount: string) => ({
      to: usdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, parseUnits(amount, 6)],
      }),
    })
    const balance = (address: `0x${string}`) =>
      client.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const before = await balance(owner.address)

    const bundlerClient = createBundlerClient({ account, client, transport: http(bundler.url) })
    const hash = await bundlerClient.sendUserOperation({
      authorization,
      calls: [transfer(to[0], '1'), transfer(to[1], '2.5')],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(owner.address)
    expect(await balance(to[0])).toBe(parseUnits('1', 6))
    expect(await balance(to[1])).toBe(parseUnits('2.5', 6))
    expect(await balance(owner.address)).toBe(before - parseUnits('3.5', 6))
    const transfers = parseEventLogs({
      abi: erc20Abi,
      eventName: 'Transfer',
      logs: receipt.receipt.logs,
    })
    expect(transfers.map((log) => log.args.to)).toEqual(
      [to[0], to[1]].map((a) => expect.stringMatching(new RegExp(a, 'i'))),
    )
    // The account is delegated to Simple7702Account now.
    expect(await client.getCode({ address: owner.address })).toBe(
      `0xef0100${DEVNET_ACCOUNT_ABSTRACTION.simple7702Account.slice(2).toLowerCase()}`,
    )
  }, 60_000)

  test('answers pages of other origins (CORS): the embedded wallet’s frame calls it from the browser', async () => {
    const origin = 'http://localhost:8788'
    const preflight = await fetch(bundler.url, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    const answer = await fetch(bundler.url, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
    expect(await answer.json()).toMatchObject({ result: '0x7a69' })
  })

  test('a taken port is refused at once', async () => {
    await expect(startBundler({ rpcUrl: devnet.chains[0].rpcUrl, port })).rejects.toBeInstanceOf(
      DevnetPortInUseError,
    )
  })

  test('stop ends the process', async () => {
    const other = await startBundler({ rpcUrl: devnet.chains[1].rpcUrl, port: await freePort() })
    await other.stop()
    expect(() => process.kill(other.pid, 0)).toThrow()
    await other.stop()
  }, 60_000)
})
