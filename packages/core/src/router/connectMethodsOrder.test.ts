import { describe, expect, test } from 'vitest'
import { getConnectMethodsOrder } from './connectMethodsOrder.ts'

const all = { email: true, socials: ['google', 'github'] } as const

describe('getConnectMethodsOrder (SPEC §2 Connect methods)', () => {
  test('default order is email, social, wallet', () => {
    expect(getConnectMethodsOrder(all, false, true)).toEqual(['email', 'social', 'wallet'])
  })

  test('a browser or announced wallet puts wallet first', () => {
    expect(getConnectMethodsOrder(all, true, true)).toEqual(['wallet', 'email', 'social'])
  })

  test('a configured order wins', () => {
    const features = { ...all, connectMethodsOrder: ['social', 'wallet', 'email'] as const }
    expect(getConnectMethodsOrder(features, true, true)).toEqual(['social', 'wallet', 'email'])
  })

  test.each([
    [{ email: false, socials: ['google'] as const }, ['social', 'wallet']],
    [{ email: true, socials: false as const }, ['email', 'wallet']],
    [{ email: true, socials: [] as const }, ['email', 'wallet']],
    [{ email: false, socials: false as const }, ['wallet']],
  ])('methods whose feature is off are left out: %o', (features, order) => {
    expect(getConnectMethodsOrder(features, false, true)).toEqual(order)
  })

  test('email and social need the embeddedWallet option: without it only wallets', () => {
    expect(getConnectMethodsOrder(all, false, false)).toEqual(['wallet'])
    expect(getConnectMethodsOrder(all, false)).toEqual(['wallet'])
  })

  test('social needs a popup provider: farcaster alone has no flow yet', () => {
    const features = { email: true, socials: ['farcaster'] } as const
    expect(getConnectMethodsOrder(features, false, true)).toEqual(['email', 'wallet'])
  })
})
