import { expect, test } from 'vitest'
import { DEFAULT_WALLET_CONNECT_ICON } from './defaultIcon.ts'
import { walletConnect } from './walletConnect.ts'

test('the connector gets an inline icon of its own when the site gives none', () => {
  const config = walletConnect()
  expect(config.imageUrl).toBe(DEFAULT_WALLET_CONNECT_ICON)
  expect(config.imageUrl?.startsWith('data:image/svg+xml,')).toBe(true)
  // It decodes to an SVG document: an image the browser can draw, not a broken link.
  const svg = decodeURIComponent(DEFAULT_WALLET_CONNECT_ICON.slice('data:image/svg+xml,'.length))
  expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[^>]*>.*<\/svg>$/)
})

test("the site's icon wins", () => {
  expect(walletConnect({ imageUrl: '/wc.svg' }).imageUrl).toBe('/wc.svg')
})
