import { SOLANA_DEVNET_CAIP2, SOLANA_DEVNET_USDC } from '@latch/devnet/constants'
import { expect, test } from 'vitest'
import { loadConfig } from './loadConfig.ts'
import { parseSolanaRpcUrls } from './parseRpcUrls.ts'

test('by default the balance API reads the devnet Solana cluster at :8899, mints named', async () => {
  const { solanaChains } = await loadConfig({ env: {} })
  expect(solanaChains).toHaveLength(1)
  expect(solanaChains[0]).toMatchObject({
    chainId: SOLANA_DEVNET_CAIP2,
    rpcUrl: 'http://127.0.0.1:8899',
    name: 'Solana Local',
  })
  expect(solanaChains[0]?.tokens).toContainEqual({
    mint: SOLANA_DEVNET_USDC.address,
    name: SOLANA_DEVNET_USDC.name,
    symbol: 'USDC',
  })
})

test('LATCH_SOLANA_RPC_URLS replaces the default; empty means no Solana at all', async () => {
  const moved = await loadConfig({
    env: { LATCH_SOLANA_RPC_URLS: `${SOLANA_DEVNET_CAIP2}=http://127.0.0.1:9899` },
  })
  expect(moved.solanaChains.map((c) => [c.chainId, c.rpcUrl, c.name])).toEqual([
    [SOLANA_DEVNET_CAIP2, 'http://127.0.0.1:9899', 'Solana Local'],
  ])
  expect((await loadConfig({ env: { LATCH_SOLANA_RPC_URLS: '' } })).solanaChains).toEqual([])
})

test.each(['eip155:1=http://x', 'solana:abc0=http://x', `${SOLANA_DEVNET_CAIP2}=ftp://x`])(
  'parseSolanaRpcUrls refuses %s',
  (value) => {
    expect(() => parseSolanaRpcUrls(value)).toThrow(/LATCH_SOLANA_RPC_URLS/)
  },
)
