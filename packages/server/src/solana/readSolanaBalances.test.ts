import { TOKEN_2022_PROGRAM_ADDRESS } from '@latch/devnet/constants'
import { expect, test } from 'vitest'
import { readSolanaBalances } from './readSolanaBalances.ts'

const MINT = '33qQ9MmLNbuyLStx5TdkogjafjfttToSLX7mM3SgcUzT'

function tokenAccount(mint: string, amount: string, decimals: number) {
  return { account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } } }
}

/** A fake RPC answering one batch; records what was asked. */
function fakeRpc(answer: (call: { method: string; params: unknown[] }) => object) {
  const asked: { method: string; params: unknown[] }[][] = []
  const fetchFn = (async (_url: string, init: RequestInit) => {
    const batch = JSON.parse(String(init.body)) as { id: number; method: string; params: [] }[]
    asked.push(batch)
    return Response.json(batch.map((call) => ({ jsonrpc: '2.0', id: call.id, ...answer(call) })))
  }) as typeof fetch
  return { fetchFn, asked }
}

test('token accounts of one mint are summed; both token programs are read in one batch', async () => {
  const { fetchFn, asked } = fakeRpc((call) => {
    if (call.method === 'getBalance') return { result: { value: 2_500_000_000 } }
    const program = (call.params[1] as { programId: string }).programId
    return program === TOKEN_2022_PROGRAM_ADDRESS
      ? { result: { value: [tokenAccount(MINT, '5', 6)] } }
      : { result: { value: [tokenAccount(MINT, '1000000', 6), tokenAccount('x', 'bad', 6)] } }
  })
  const raw = await readSolanaBalances('http://rpc', 'owner', fetchFn)
  expect(asked).toHaveLength(1)
  expect(asked[0]?.map((call) => call.method)).toEqual([
    'getBalance',
    'getTokenAccountsByOwner',
    'getTokenAccountsByOwner',
  ])
  expect(raw).toEqual({
    lamports: 2_500_000_000n,
    tokens: [{ mint: MINT, amount: 1_000_005n, decimals: 6 }],
  })
})

test('an error reply rejects the whole read', async () => {
  const { fetchFn } = fakeRpc((call) =>
    call.method === 'getBalance'
      ? { error: { code: -32602, message: 'Invalid param' } }
      : { result: { value: [] } },
  )
  await expect(readSolanaBalances('http://rpc', 'owner', fetchFn)).rejects.toThrow(
    'Solana RPC getBalance: Invalid param',
  )
})
