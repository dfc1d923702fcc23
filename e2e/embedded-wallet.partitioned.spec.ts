import { expect, test } from '@playwright/test'
import type { Hex } from 'viem'
import {
  DEMO,
  expectConnected,
  FRAME_ORIGIN,
  HOST_ORIGIN,
  newEmail,
  sessionStatus,
  signedBy,
  signInByEmail,
  signInTryIt,
  signOut,
  snapshot,
  watchFrame,
} from './support/embedded.ts'
import {
  hostHoldings,
  leakedSecrets,
  recordHostTraffic,
  walletSecrets,
} from './support/hostSecrets.ts'
import { mailsTo } from './support/inbox.ts'
import { PARTITIONED_LAUNCH } from './support/partitionedChromium.ts'

// Issue P9's reload acceptance where the browser gives the cross-site frame storage: the session
// and the sealed device share survive a reload (no new code). The default Chromium case (a reload
// asks again) and the rest are in embedded-wallet.spec.ts.

// A browser of its own (a launch option, so a file of its own): third-party storage partitioned
// per top site, as current Chrome ships it (see support/partitionedChromium.ts).
test.use({ launchOptions: PARTITIONED_LAUNCH })

test.describe('embedded wallet with third-party storage partitioning (the frame keeps a store per top site)', () => {
  test('a reload keeps the session: connected again without a code, still signs; the device share sealed in the frame; sign out ends it, also after a reload', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const seen = watchFrame(page)
    const traffic = await recordHostTraffic(page, HOST_ORIGIN)
    await page.goto(DEMO)
    const email = newEmail('partitioned')
    const first = await signInByEmail(page, email)
    const secrets = await walletSecrets(seen.wallet!.authShare, seen.wallet!.recoveryShare)

    // The frame could keep its record: partitioned storage is on.
    const frameContext = () => page.frames().find((f) => f.url().startsWith(FRAME_ORIGIN))!
    expect(await frameContext().evaluate(readDeviceShare)).toMatchObject({ extractable: false })

    const reloadedAt = Date.now()
    await page.reload()
    expect(await expectConnected(page)).toEqual(first)
    const mailsSince = async () =>
      (await mailsTo(email)).filter((mail) => Date.parse(mail.Created) >= reloadedAt)
    expect(await mailsSince()).toEqual([])
    const message = `Latch after a reload ${Date.now()}`
    const signature = (await signInTryIt(page, message)) as Hex
    expect(await signedBy(first.evm as Hex, message, signature)).toBe(true)

    // The frame's record holds the device share only sealed; unsealed (in the frame, with its
    // non-extractable key) it is the third share of the wallet.
    const device = await frameContext().evaluate(readDeviceShare)
    expect(device.extractable).toBe(false)
    expect(leakedSecrets(secrets, device.share ?? '')).toEqual(['device share'])

    expect(leakedSecrets(secrets, await hostHoldings(page, context))).toEqual([])
    expect(leakedSecrets(secrets, traffic.sent())).toEqual([])

    const token = seen.sessionTokens.at(-1)!
    await signOut(page)
    expect(await sessionStatus(token)).toBe(401)
    await page.reload()
    await page.waitForTimeout(1_500)
    expect((await snapshot(page)).evm?.status ?? 'disconnected').not.toBe('connected')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
})

/** In the frame's context: its stored record's device share, unsealed with its own key. */
async function readDeviceShare() {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('latch-frame')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  const get = (key: string) =>
    new Promise<unknown>((resolve, reject) => {
      const request = db.transaction('frame', 'readonly').objectStore('frame').get(key)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  const record = (await get('record')) as
    | { sealedDeviceShare: { iv: Uint8Array; data: Uint8Array } }
    | undefined
  const key = (await get('sealing-key')) as CryptoKey | undefined
  db.close()
  if (!record || !key) return { stored: false }
  const plain = new Uint8Array(
    await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: record.sealedDeviceShare.iv as Uint8Array<ArrayBuffer> },
      key,
      record.sealedDeviceShare.data as Uint8Array<ArrayBuffer>,
    ),
  )
  let binary = ''
  for (const byte of plain) binary += String.fromCharCode(byte)
  return { stored: true, extractable: key.extractable, share: btoa(binary) }
}
