import { expect, test } from 'vitest'
import { DEFAULT_ALLOWED_ANCESTORS } from './defaultAllowedAncestors.ts'
import { isOriginAllowed } from './isOriginAllowed.ts'

test.each([
  ['Vite on localhost', true, 'http://localhost:5173'],
  ['https localhost', true, 'https://localhost:3000'],
  ['a .localhost sub-domain', true, 'http://shop.localhost:8080'],
  ['127.0.0.1 on any port', true, 'http://127.0.0.1:8787'],
  ['IPv6 loopback', true, 'http://[::1]:4173'],
  ['a Vercel preview', true, 'https://my-app-git-feature-team.vercel.app'],
  ['a Netlify preview', true, 'https://deploy-preview-42--my-app.netlify.app'],
  ['a Cloudflare Pages preview', true, 'https://abc123.my-app.pages.dev'],
  ['an ngrok tunnel', true, 'https://1a2b-3c4d.ngrok-free.app'],
  ['a Cloudflare quick tunnel', true, 'https://random-words-here.trycloudflare.com'],
  ['a Vercel preview over http', false, 'http://my-app.vercel.app'],
  ['vercel.app itself', false, 'https://vercel.app'],
  ['a look-alike host', false, 'https://my-app.vercel.app.evil.com'],
  ['a public site', false, 'https://example.com'],
  ['a LAN address', false, 'http://192.168.1.10:5173'],
])('%s → %s', (_case, expected, origin) => {
  expect(isOriginAllowed(origin, DEFAULT_ALLOWED_ANCESTORS)).toBe(expected)
})
