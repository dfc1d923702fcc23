import { describe, expect, test } from 'vitest'
import type { Transaction, TransactionTransfer } from '../api/history.ts'
import { filterActivity } from './filterActivity.ts'

const spamNft: TransactionTransfer = {
  nft_info: { name: 'Free Claim', flags: { is_spam: true } },
  quantity: { numeric: '1' },
}
const realNft: TransactionTransfer = {
  nft_info: { name: 'Latch Pass #1', flags: { is_spam: false } },
  quantity: { numeric: '1' },
}
const token: TransactionTransfer = {
  fungible_info: { symbol: 'USDC' },
  quantity: { numeric: '25' },
}

const transaction = (
  id: string,
  transfers: TransactionTransfer[],
  chain: Transaction['metadata']['chain'] = 'eip155:1',
): Transaction => ({
  id,
  metadata: {
    minedAt: '2026-01-02T03:04:05Z',
    chain,
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x1111111111111111111111111111111111111111',
    sentTo: '0x2222222222222222222222222222222222222222',
  },
  transfers,
})

describe('filterActivity', () => {
  test.each([
    ['a token transfer is shown', [token], true],
    ['a real NFT is shown', [realNft], true],
    ['no transfers is shown', [], true],
    ['one spam NFT is hidden', [spamNft], false],
    ['only spam NFTs are hidden', [spamNft, spamNft], false],
    ['spam beside a token transfer is shown', [spamNft, token], true],
    ['spam beside a real NFT is shown', [realNft, spamNft], true],
  ])('%s', (_case, transfers, shown) => {
    expect(filterActivity([transaction('t', transfers)], { chainId: 'eip155:1' })).toHaveLength(
      shown ? 1 : 0,
    )
  })

  test.each([
    ['the connected chain is shown', 'eip155:1', true],
    ['another eip155 chain is hidden', 'eip155:42161', false],
    ['a chain id that only shares a prefix is hidden', 'eip155:10', false],
    ['another namespace is hidden', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', false],
  ] as const)('%s', (_case, chain, shown) => {
    expect(
      filterActivity([transaction('t', [token], chain)], { chainId: 'eip155:1' }),
    ).toHaveLength(shown ? 1 : 0)
  })

  test('keeps order and applies both rules together', () => {
    const list = [
      transaction('a', [token]),
      transaction('b', [spamNft]),
      transaction('c', [token], 'eip155:8453'),
      transaction('d', []),
      transaction('e', [spamNft], 'eip155:8453'),
    ]
    expect(filterActivity(list, { chainId: 'eip155:1' }).map((t) => t.id)).toEqual(['a', 'd'])
    expect(filterActivity(list, { chainId: 'eip155:8453' }).map((t) => t.id)).toEqual(['c'])
  })
})
