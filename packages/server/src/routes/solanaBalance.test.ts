import type { TokenBalance } from '@latch/core/api'
import {
  devnetServerConfig,
  SOLANA_DEVNET_CAIP2,
  SOLANA_DEVNET_LATCH,
  SOLANA_DEVNET_USDC,
  type SolanaDevnet,
  startSolanaDevnet,
} from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { solanaRpcBatch } from '../solana/solanaRpc.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

let solana: SolanaDevnet
let app: ReturnType<typeof createServerApp>

beforeAll(async () => {
  solana = await startSolanaDevnet({ rpcPort: 0, wsPort: 0, quiet: true })
  app = createServerApp({
    db: await useTestDb(),
    solanaChains: [
      ...devnetServerConfig({ chains: [], solanaRpcUrl: solana.rpcUrl }).solanaChains,
      // A second cluster nobody listens on: answers 502 when asked for.
      { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: 'http://127.0.0.1:9' },
    ],
  })
}, 60_000)
afterAll(() => solana?.stop())

async function balances(address: string, params: Record<string, string>) {
  const response = await app.request(withProject(`/v1/account/${address}/balance`, params))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('GET /v1/account/:address/balance on Solana', () => {
  test('answers SOL and each SPL token with the amounts the cluster reports', async () => {
    const owner = solana.accounts[0]!
    const [lamports, usdc, latch] = (await solanaRpcBatch(solana.rpcUrl, [
      { method: 'getBalance', params: [owner.address] },
      { method: 'getTokenAccountBalance', params: [owner.tokenAccounts.USDC] },
      { method: 'getTokenAccountBalance', params: [owner.tokenAccounts.LATCH] },
    ])) as [{ value: number }, { value: { amount: string } }, { value: { amount: string } }]
    const { status, body } = await balances(owner.address, {
      currency: 'usd',
      chainId: SOLANA_DEVNET_CAIP2,
    })
    expect(status).toBe(200)
    const list = body.balances as TokenBalance[]
    const bySymbol = Object.fromEntries(list.map((b) => [b.symbol, b]))
    expect(Object.keys(bySymbol).sort()).toEqual(['LATCH', 'SOL', 'USDC'])
    expect(bySymbol.SOL).toMatchObject({
      name: 'Solana',
      chainId: SOLANA_DEVNET_CAIP2,
      price: 150,
      quantity: { decimals: '9', numeric: String(lamports.value / 1e9) },
    })
    expect(bySymbol.SOL).not.toHaveProperty('address')
    expect(bySymbol.USDC).toEqual({
      name: SOLANA_DEVNET_USDC.name,
      symbol: 'USDC',
      chainId: SOLANA_DEVNET_CAIP2,
      address: `${SOLANA_DEVNET_CAIP2}:${SOLANA_DEVNET_USDC.address}`,
      value: Number(usdc.value.amount) / 1e6,
      price: 1,
      quantity: { decimals: '6', numeric: String(Number(usdc.value.amount) / 1e6) },
      iconUrl: expect.stringMatching(/\/public\/getTokenImage\/usdc\?/),
    })
    expect(bySymbol.LATCH?.quantity).toEqual({
      decimals: String(SOLANA_DEVNET_LATCH.decimals),
      numeric: String(Number(latch.value.amount) / 1e9),
    })
  })

  test('an account with no token accounts gets SOL alone, at 0', async () => {
    const { status, body } = await balances('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', {
      chainId: SOLANA_DEVNET_CAIP2,
    })
    expect(status).toBe(200)
    expect((body.balances as TokenBalance[]).map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['SOL', '0'],
    ])
  })

  test.each([
    ['an EVM address on a solana chain', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 400],
    ['a non-base58 address (0, O, I, l)', '0OIl1111111111111111111111111111111', 400],
    ['a too short address', '4Vhx3UDiTw', 400],
  ])('%s is refused', async (_case, address, code) => {
    const { status, body } = await balances(address, { chainId: SOLANA_DEVNET_CAIP2 })
    expect(status).toBe(code)
    expect(body.error).toBeDefined()
  })

  test('a Solana chain the server does not serve answers 400 unsupported_chain', async () => {
    const { status, body } = await balances(solana.accounts[0]!.address, {
      chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    })
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('unsupported_chain')
  })

  test('a cluster whose RPC does not answer gives 502, naming the chain', async () => {
    const { status, body } = await balances(solana.accounts[0]!.address, {
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(status).toBe(502)
    expect(JSON.stringify(body)).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  test('supported-chains lists the Solana clusters after the EVM chains', async () => {
    const response = await app.request(withProject('/v1/supported-chains'))
    expect(await response.json()).toEqual({
      http: [SOLANA_DEVNET_CAIP2, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: [],
    })
  })
})
