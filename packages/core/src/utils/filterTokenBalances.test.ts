import { describe, expect, test } from 'vitest'
import { filterTokenBalances } from './filterTokenBalances.ts'

const balance = (symbol: string, decimals: string) => ({
  symbol,
  quantity: { decimals, numeric: '1' },
})

describe('filterTokenBalances', () => {
  test.each([
    ['18 decimals are kept', '18', true],
    ['6 decimals are kept', '6', true],
    ['1 decimal is kept', '1', true],
    ['0 decimals are dropped', '0', false],
    ['"00" is still 0 and dropped', '00', false],
    ['an empty decimals is dropped', '', false],
    ['a negative decimals is dropped', '-1', false],
    ['a fractional decimals is dropped', '1.5', false],
    ['a non-number decimals is dropped', 'abc', false],
  ])('%s', (_case, decimals, kept) => {
    expect(filterTokenBalances([balance('T', decimals)])).toHaveLength(kept ? 1 : 0)
  })

  test('keeps the order of the remaining balances and their objects', () => {
    const eth = balance('ETH', '18')
    const usdc = balance('USDC', '6')
    const balances = [eth, balance('PUNK', '0'), usdc, balance('BADGE', '0')]
    const kept = filterTokenBalances(balances)
    expect(kept.map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
    expect(kept[0]).toBe(eth)
    expect(balances).toHaveLength(4)
  })
})
