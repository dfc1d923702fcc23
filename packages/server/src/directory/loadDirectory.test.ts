import type { Wallet } from '@latch/core/api'
import { beforeAll, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import type { Db } from '../db/db.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'
import { parseDirectoryData } from './loadDirectory.ts'

// A directory file with hostile entries: the loader keeps each wallet but drops every link the
// kit's rules refuse, so `/getWallets` never serves one.
const HOSTILE = {
  wallets: [
    {
      id: 'evil',
      name: 'Evil Wallet',
      homepage: 'javascript:alert(document.domain)',
      mobile_link: 'intent://x#Intent;package=com.evil;end',
      desktop_link: 'ms-msdt:/id PCWDiagnostic',
      webapp_link: 'data:text/html,<script>alert(1)</script>',
    },
    {
      id: 'sneaky',
      name: 'Sneaky Wallet',
      homepage: ' JaVa\tScRiPt:alert(1)',
      mobile_link: 'vbscript:msgbox',
      desktop_link: 'file:///etc/passwd',
      webapp_link: 'https://sneaky.example@evil.example/',
    },
    {
      id: 'odd',
      name: 'Odd Wallet',
      homepage: 42,
      mobile_link: { href: 'javascript:alert(1)' },
      desktop_link: ['rainbow://'],
      webapp_link: 'http://plain.example',
    },
    {
      id: 'good',
      name: 'Good Wallet',
      homepage: 'https://good.example',
      mobile_link: 'goodwallet://',
      desktop_link: 'https://good.example/desktop',
      webapp_link: 'https://app.good.example',
    },
  ],
}

const LINKS = ['homepage', 'mobile_link', 'desktop_link', 'webapp_link'] as const

test('the loader drops the links the rules refuse and keeps the good ones', () => {
  const directory = parseDirectoryData(HOSTILE)
  for (const id of ['evil', 'sneaky', 'odd']) {
    const wallet = directory.byId.get(id)
    expect(wallet?.name).toMatch(/Wallet$/)
    for (const field of LINKS) expect(wallet?.[field], `${id} ${field}`).toBeNull()
  }
  expect(directory.byId.get('good')).toMatchObject({
    homepage: 'https://good.example',
    mobile_link: 'goodwallet://',
    desktop_link: 'https://good.example/desktop',
    webapp_link: 'https://app.good.example',
  })
})

let db: Db
beforeAll(async () => {
  db = await useTestDb()
})

test('GET /getWallets serves no script, data or OS-handler link from a hostile directory', async () => {
  const app = createServerApp({ db, directory: parseDirectoryData(HOSTILE) })
  const response = await app.request(withProject('/getWallets', { entries: '10' }))
  const { data } = (await response.json()) as { data: Required<Wallet>[] }
  expect(data.map((wallet) => wallet.id)).toEqual(
    expect.arrayContaining(['evil', 'sneaky', 'odd', 'good']),
  )
  const served = data.flatMap((wallet) => LINKS.map((field) => wallet[field]))
  for (const link of served) {
    if (link !== null) expect(link).toMatch(/^(https:\/\/|goodwallet:\/\/$)/)
  }
  expect(served.filter(Boolean)).toHaveLength(4)
})
