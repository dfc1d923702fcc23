import type { Wallet } from '@latch/core/api'
import { cleanup } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { renderWithLatch } from '../../test/fixtures.tsx'
import { linksFor, OpenWalletLink, WalletLinks } from '../ConnectingWalletConnect/WalletLinks.tsx'
import { GetWallet } from './GetWallet.tsx'

afterEach(cleanup)

const URI = 'wc:abc@2?relay-protocol=irn&symKey=0f'

// Directory entries written to run script, open a data page or an operating system's handler.
const HOSTILE: Wallet[] = [
  {
    id: 'evil',
    name: 'Evil',
    homepage: 'javascript:alert(document.domain)',
    mobile_link: 'javascript:alert(1)//',
    desktop_link: 'JaVaScRiPt://%0aalert(1)',
    webapp_link: 'data:text/html,<script>alert(1)</script>',
  },
  {
    id: 'sneaky',
    name: 'Sneaky',
    homepage: '\tjava\nscript:alert(1)',
    mobile_link: 'intent://x#Intent;package=com.evil;end',
    desktop_link: 'ms-msdt:/id PCWDiagnostic',
    webapp_link: 'vbscript:msgbox',
  },
  {
    id: 'mixed',
    name: 'Mixed',
    homepage: 'https://mixed.example@evil.example',
    mobile_link: 'mixedwallet://',
    desktop_link: 'file:///etc/passwd',
    webapp_link: 'https://app.mixed.example',
  },
]

/** Every `href` in the document as the browser resolved it, with its protocol. */
const hrefs = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => ({
    attribute: a.getAttribute('href') ?? '',
    protocol: new URL(a.href).protocol,
  }))

test('hostile directory links render no javascript:, data:, vbscript:, file: or OS-handler href', async () => {
  renderWithLatch(
    <>
      {HOSTILE.map((wallet) => (
        <div key={wallet.id}>
          <GetWallet wallet={wallet} />
          {linksFor(wallet, URI, true).map((link) => (
            <OpenWalletLink key={link.kind} wallet={wallet} link={link} ready />
          ))}
          <WalletLinks wallet={wallet} links={linksFor(wallet, URI, false)} ready />
        </div>
      ))}
    </>,
  )
  const links = hrefs()
  // Only the good ones of "Mixed" render: its web app (in the "Get" panel, and as a way to pair
  // on a phone and on a desktop) and its app through its own scheme.
  expect(links.map((link) => link.protocol).sort()).toEqual([
    'https:',
    'https:',
    'https:',
    'mixedwallet:',
  ])
  for (const { attribute, protocol } of links) {
    expect(attribute).not.toMatch(/^\s*(javascript|data|vbscript|file|intent|ms-)/i)
    expect(['https:', 'mixedwallet:']).toContain(protocol)
  }
  // The entries with nothing usable say so instead of offering a link.
  expect(document.body.textContent).toContain('Its directory entry lists no place to get it.')
})
