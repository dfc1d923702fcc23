import { expect, test } from 'vitest'
import { getWalletLinks } from './GetWallet.tsx'

test('links: website, desktop app, web app — http(s) only, each address once', () => {
  expect(
    getWalletLinks({
      id: 'w',
      name: 'W',
      homepage: 'https://w.example',
      desktop_link: 'w-wallet://open',
      webapp_link: 'https://app.w.example/',
    }),
  ).toEqual([
    { label: 'Website', href: 'https://w.example/' },
    { label: 'Web app', href: 'https://app.w.example/' },
  ])
})

test.each([
  ['javascript:alert(1)'],
  ['data:text/html,<script>alert(1)</script>'],
  ['not a url'],
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
  ).toEqual([{ label: 'Website', href: 'https://w.example/' }])
})
