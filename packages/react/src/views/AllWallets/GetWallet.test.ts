import { expect, test } from 'vitest'
import { getWalletLinks } from './GetWallet.tsx'

test('links: website, desktop app, web app — https only, each address once', () => {
  expect(
    getWalletLinks({
      id: 'w',
      name: 'W',
      homepage: 'https://w.example',
      desktop_link: 'w-wallet://open',
      webapp_link: 'https://app.w.example/',
    }),
  ).toEqual([
    { kind: 'website', href: 'https://w.example/' },
    { kind: 'webApp', href: 'https://app.w.example/' },
  ])
})

test.each([
  ['javascript:alert(1)'],
  ['data:text/html,<script>alert(1)</script>'],
  ['not a url'],
  ['http://w.example'],
  ['https://w.example@evil.example'],
  ['intent://w#Intent;end'],
  ['ms-msdt:/id PCWDiagnostic'],
  [''],
  [null],
])('%j is never offered as a link', (value) => {
  expect(getWalletLinks({ id: 'w', name: 'W', homepage: value, webapp_link: value })).toEqual([])
})

test('the same address under two fields is offered once, as the first', () => {
  expect(
    getWalletLinks({
      id: 'w',
      name: 'W',
      homepage: 'https://w.example',
      webapp_link: 'https://w.example/',
    }),
  ).toEqual([{ kind: 'website', href: 'https://w.example/' }])
})

test('http only on this machine (a wallet in development)', () => {
  expect(
    getWalletLinks({ id: 'w', name: 'W', homepage: 'http://localhost:4000', webapp_link: null }),
  ).toEqual([{ kind: 'website', href: 'http://localhost:4000/' }])
})
