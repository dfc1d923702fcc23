import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { onrampAssets } from './assets.ts'
import { COINBASE_FEES } from './coinbase.ts'
import { MOONPAY_FEES } from './moonpay.ts'
import {
  formatCents,
  formatUnitsFixed,
  limitBroken,
  ONRAMP_PRICES_CENTS,
  parseCents,
  priceOnramp,
} from './pricing.ts'

const assets = onrampAssets([{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }])
const cents = fc.bigInt({ min: 1_000n, max: 2_500_000n })

describe('on-ramp pricing', () => {
  test.each([
    ['Coinbase-style', COINBASE_FEES],
    ['MoonPay-style', MOONPAY_FEES],
  ])('%s fees stay within 1–2 %% of any allowed amount, and the parts add up', (_, fees) => {
    fc.assert(
      fc.property(
        cents,
        fc.constantFrom(...assets),
        fc.constantFrom('USD', 'EUR' as const),
        (total, asset, fiat) => {
          const price = priceOnramp(asset, fiat, total, fees)
          const fee = price.providerFeeCents + price.networkFeeCents
          expect(fee * 100n).toBeGreaterThanOrEqual(total)
          expect(fee * 50n).toBeLessThanOrEqual(total)
          expect(price.subtotalCents + fee).toBe(total)
          // What is credited never costs more than the subtotal, and is cut to the quantum.
          const perUnit = ONRAMP_PRICES_CENTS[fiat][asset.symbol]
          expect(price.baseUnits * perUnit).toBeLessThanOrEqual(
            price.subtotalCents * 10n ** BigInt(asset.decimals),
          )
          expect(price.baseUnits % 10n ** BigInt(asset.decimals - asset.quantum)).toBe(0n)
        },
      ),
    )
  })

  test('50 USD of USDC and 300 USD of ETH, as the widget pages show them', () => {
    const [usdc, eth] = assets as [(typeof assets)[0], (typeof assets)[0]]
    expect(formatUnitsFixed(priceOnramp(usdc, 'USD', 5_000n, COINBASE_FEES).baseUnits, usdc)).toBe(
      '49.250000',
    )
    expect(formatUnitsFixed(priceOnramp(usdc, 'USD', 5_000n, MOONPAY_FEES).baseUnits, usdc)).toBe(
      '49.400000',
    )
    expect(formatUnitsFixed(priceOnramp(eth, 'USD', 30_000n, COINBASE_FEES).baseUnits, eth)).toBe(
      '0.09850000',
    )
  })

  test('amounts and limits', () => {
    expect([parseCents('50'), parseCents('50.5'), parseCents('0.01')]).toEqual([5_000n, 5_050n, 1n])
    for (const bad of ['', '1.234', '-1', '1e3', ' 5', '5.'])
      expect(parseCents(bad)).toBeUndefined()
    expect(formatCents(750_000n)).toBe('7500.00')
    expect(limitBroken('card', 500n)?.code).toBe('amount_below_minimum')
    expect(limitBroken('card', 800_000n)?.code).toBe('amount_above_maximum')
    expect(limitBroken('bank_account', 2_000_000n)).toBeUndefined()
  })
})
