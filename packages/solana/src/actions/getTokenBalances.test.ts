import type { CaipNetwork } from '@latch/core'
import { SOLANA_DEVNET_LATCH, SOLANA_DEVNET_USDC, type SolanaDevnet } from '@latch/devnet'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startLocalDevnet } from '../../test/fixtures.ts'
import { getTokenBalances } from './getTokenBalances.ts'

let devnet: SolanaDevnet
let network: CaipNetwork

beforeAll(async () => {
  ;({ devnet, network } = await startLocalDevnet())
})
afterAll(() => devnet?.stop())

test('a dev account’s SPL balances, one entry per mint, as the RPC reports them', async () => {
  const account = devnet.accounts[2]!
  const rpc = createSolanaRpc(devnet.rpcUrl)
  const balances = await getTokenBalances({ address: account.address, network })

  expect(balances.map((b) => b.address).sort()).toEqual(
    [SOLANA_DEVNET_USDC.address, SOLANA_DEVNET_LATCH.address].sort(),
  )
  for (const mint of [SOLANA_DEVNET_USDC, SOLANA_DEVNET_LATCH]) {
    const tokenAccount = account.tokenAccounts[mint.symbol]
    const { value } = await rpc.getTokenAccountBalance(address(tokenAccount)).send()
    expect(balances.find((b) => b.address === mint.address)).toEqual({
      address: mint.address,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
      amount: BigInt(value.amount),
      quantity: { decimals: String(mint.decimals), numeric: value.uiAmountString },
      tokenAccounts: [tokenAccount],
    })
  }
  expect(balances.find((b) => b.address === SOLANA_DEVNET_USDC.address)?.quantity.numeric).toBe(
    '1000',
  )
})

test('an address without token accounts has none', async () => {
  const owner = (await generateKeyPairSigner()).address
  await expect(getTokenBalances({ address: owner, network })).resolves.toEqual([])
})

test('a malformed address is refused before any request', async () => {
  await expect(getTokenBalances({ address: 'not-an-address', network })).rejects.toThrow()
})
