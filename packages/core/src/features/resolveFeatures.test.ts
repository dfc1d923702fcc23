import { describe, expect, test } from 'vitest'
import { DEFAULT_SOCIALS } from '../utils/socials.ts'
import { DEFAULT_FEATURES, resolveFeatures } from './resolveFeatures.ts'
import { getWalletFeatures } from './walletFeatureOrder.ts'

describe('resolveFeatures (SPEC §9 feature flags)', () => {
  test.each(['receive', 'send', 'analytics', 'allWallets'] as const)(
    '%s is on by default',
    (flag) => {
      expect(resolveFeatures(undefined)[flag]).toBe(true)
    },
  )

  test.each(['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'] as const)(
    '%s is off by default',
    (flag) => {
      expect(resolveFeatures(undefined)[flag]).toBe(false)
    },
  )

  test('remote features default to true and socials to the SPEC list', () => {
    const features = resolveFeatures({})
    expect([features.email, features.swaps, features.onramp, features.activity]).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(features.socials).toEqual(DEFAULT_SOCIALS)
  })

  test('the site overrides defaults', () => {
    expect(resolveFeatures({ send: false, pay: true })).toMatchObject({ send: false, pay: true })
  })

  test('remote config turns off only what it says is off', () => {
    const features = resolveFeatures(
      {},
      {
        remote: [
          { id: 'swaps', isEnabled: false },
          { id: 'email', isEnabled: true },
        ],
      },
    )
    expect(features.swaps).toBe(false)
    expect(features.email).toBe(true)
    expect(features.onramp).toBe(true)
  })

  test('remote config can turn socials off', () => {
    expect(resolveFeatures({}, { remote: [{ id: 'socials', isEnabled: false }] }).socials).toBe(
      false,
    )
  })

  test('basic mode disables every remote feature', () => {
    const features = resolveFeatures({ email: true, swaps: true }, { basic: true })
    expect(features).toMatchObject({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      branding: false,
    })
    expect(features.send).toBe(true)
  })

  test('defaults are not mutated', () => {
    resolveFeatures({}, { basic: true })
    expect(DEFAULT_FEATURES.email).toBe(true)
  })
})

describe('getWalletFeatures (SPEC §2 wallet feature order)', () => {
  test('onramp, swaps, receive, send', () => {
    expect(getWalletFeatures(resolveFeatures({}))).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  test('features that are off are left out, order kept', () => {
    expect(getWalletFeatures(resolveFeatures({ swaps: false, receive: false }))).toEqual([
      'onramp',
      'send',
    ])
  })
})
