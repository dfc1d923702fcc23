import { SOLANA_DEVNET_CAIP2 } from '@latch/devnet/constants'
import { expect, test } from 'vitest'
import { loadConfig } from './loadConfig.ts'
import { parseSolanaRpcUrls } from './parseRpcUrls.ts'

test('by default the balance API reads no Solana cluster', async () => {
  expect((await loadConfig({ env: {} })).solanaChains).toEqual([])
})

test('LATCH_SOLANA_RPC_URLS lists the clusters; empty means no Solana at all', async () => {
  const moved = await loadConfig({
    env: { LATCH_SOLANA_RPC_URLS: `${SOLANA_DEVNET_CAIP2}=http://127.0.0.1:9899` },
  })
  expect(moved.solanaChains).toEqual([
    { chainId: SOLANA_DEVNET_CAIP2, rpcUrl: 'http://127.0.0.1:9899' },
  ])
  expect((await loadConfig({ env: { LATCH_SOLANA_RPC_URLS: '' } })).solanaChains).toEqual([])
})

test.each(['eip155:1=http://x', 'solana:abc0=http://x', `${SOLANA_DEVNET_CAIP2}=ftp://x`])(
  'parseSolanaRpcUrls refuses %s',
  (value) => {
    expect(() => parseSolanaRpcUrls(value)).toThrow(/LATCH_SOLANA_RPC_URLS/)
  },
)
