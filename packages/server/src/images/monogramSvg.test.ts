import { describe, expect, test } from 'vitest'
import { hash32, initials, monogramSvg } from './monogramSvg.ts'

describe('initials', () => {
  test.each([
    ['MetaMask', 'MM'],
    ['Rainbow', 'R'],
    ['Trust Wallet', 'TW'],
    ['Crypto.com Onchain', 'CC'],
    ['1inch Wallet', '1W'],
    ['Latch Test Wallet', 'LT'],
    ['---', '?'],
  ])('%s → %s', (label, expected) => expect(initials(label)).toBe(expected))
})

describe('monogramSvg', () => {
  test('is deterministic for a seed and differs across seeds', () => {
    const a = monogramSvg({ seed: 'metamask', label: 'MetaMask' })
    expect(monogramSvg({ seed: 'metamask', label: 'MetaMask' })).toBe(a)
    expect(monogramSvg({ seed: 'rainbow', label: 'MetaMask' })).not.toBe(a)
  })

  test('draws the initials and labels the image', () => {
    const svg = monogramSvg({ seed: 'x', label: 'Trust Wallet' })
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('aria-label="Trust Wallet"')
    expect(svg).toContain('>TW</text>')
  })

  test('escapes markup in labels', () => {
    const svg = monogramSvg({ seed: 'x', label: '<script>"x"</script>' })
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&#60;script&#62;')
  })

  test('circle shape draws a circle', () => {
    expect(monogramSvg({ seed: 'x', label: 'USD Coin', shape: 'circle' })).toContain('<circle')
  })
})

test('hash32 spreads nearby strings', () => {
  const hues = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((s) => hash32(s) % 360))
  expect(hues.size).toBe(6)
})
