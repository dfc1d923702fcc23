import { expect, type Page, test } from '@playwright/test'
import {
  DEMO,
  expectConnected,
  FRAME_ORIGIN,
  HOST_ORIGIN,
  openAccount,
  PROJECT_ID,
  signOut,
  snapshot,
} from './support/embedded.ts'
import { PARTITIONED_LAUNCH } from './support/partitionedChromium.ts'

// Issue P10's social login against the `npm start` stack: the demo's Connect view, the devnet's
// OpenID provider (127.0.0.1:8793) in the popup, the server's /embedded/v1/social routes on the
// frame origin. Partitioned storage (as current Chrome ships it) so a reload keeps the session.
test.use({ launchOptions: PARTITIONED_LAUNCH })

const CALLBACK = `${FRAME_ORIGIN}/embedded/v1/social/callback`

/** Connect Wallet → 'Continue with <provider>': the popup, on the provider's login page. */
async function startSocial(page: Page, provider: string) {
  if (!(await page.getByRole('dialog', { name: 'Connect Wallet' }).isVisible())) {
    // After a sign-out the Account modal stays open, empty: close it first.
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
  }
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const opened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: `Continue with ${provider}` }).click()
  const popup = await opened
  await popup.waitForURL(/^http:\/\/127\.0\.0\.1:8793\//)
  return { dialog, popup }
}

/** On the provider: pick the test user, then Allow or Deny. */
async function answerProvider(popup: Page, user: string, decision: 'Allow' | 'Deny') {
  await popup.getByRole('button', { name: new RegExp(user) }).click()
  await popup.getByRole('button', { name: decision, exact: true }).click()
}

/** What the frame sent `/social/verify` (flow id, result URI), and its answers' statuses. */
function watchVerify(page: Page) {
  const seen: { bodies: { flowId: string; resultUri: string }[]; statuses: number[] } = {
    bodies: [],
    statuses: [],
  }
  page.on('request', (request) => {
    if (request.url() === `${FRAME_ORIGIN}/embedded/v1/social/verify`) {
      seen.bodies.push(request.postDataJSON())
    }
  })
  page.on('response', (response) => {
    if (response.url() === `${FRAME_ORIGIN}/embedded/v1/social/verify`) {
      seen.statuses.push(response.status())
    }
  })
  return seen
}

/** The popup on the frame origin without a live flow: the callback page, which stays open. */
async function parkOnFrameOrigin(popup: Page) {
  // Navigated by its own script: a navigation from outside (goto) would cut the popup's opener.
  await popup.evaluate((url) => {
    location.href = url
  }, `${CALLBACK}?state=none`)
  await popup.waitForURL(`${CALLBACK}?state=none`)
  await expect(popup.getByText('You can close this window')).toBeVisible()
}

const socialState = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          latch: { getState(): { embedded: { social?: { status: string; errorCode?: string } } } }
        }
      ).latch.getState().embedded.social,
  )

test.describe('social login (P10)', () => {
  test('GitHub: the IdP login in the popup, Allow, the popup closes, connected; a reload keeps it; Discord names the account by its username', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto(DEMO)
    const { popup } = await startSocial(page, 'GitHub')
    await expect(popup.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible()
    const closed = popup.waitForEvent('close')
    await answerProvider(popup, 'Ada Lovelace', 'Allow')
    await closed
    const first = await expectConnected(page)
    expect(first.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await page.reload()
    expect(await expectConnected(page)).toEqual(first)
    await signOut(page)

    // Another provider, another user: Grace's discord name ends in 0, shown without it.
    const discord = await startSocial(page, 'Discord')
    const closedAgain = discord.popup.waitForEvent('close')
    await answerProvider(discord.popup, 'Grace Hopper', 'Allow')
    await closedAgain
    const grace = await expectConnected(page)
    expect(grace.evm).not.toBe(first.evm)
    const account = await openAccount(page)
    await expect(account.locator('.latch-profile-name')).toHaveText('gracehopper')
    await signOut(page)
  })

  test('a result posted from another origin is ignored; a wrong state and a replayed result are refused', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const verify = watchVerify(page)
    await page.goto(DEMO)

    // The popup on the provider's origin posts a forged result: not the frame origin, ignored.
    const { dialog, popup } = await startSocial(page, 'GitHub')
    await popup.evaluate((uri) => {
      window.opener.postMessage({ type: 'latch:social-result', resultUri: uri }, '*')
    }, `${'http://localhost:8788'}/embedded/v1/social/callback?code=forged&state=forged`)
    await page.waitForTimeout(500)
    expect(verify.bodies).toEqual([])
    expect((await socialState(page))?.status).toBe('pending')

    // The real answer still works.
    const closed = popup.waitForEvent('close')
    await answerProvider(popup, 'Alan Turing', 'Allow')
    await closed
    await expectConnected(page)
    const used = verify.bodies.at(-1)!
    expect(new URL(used.resultUri).searchParams.get('code')).toBeTruthy()

    // Replayed to the server: the flow is used.
    const replay = await fetch(`${FRAME_ORIGIN}/embedded/v1/social/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-latch-project': PROJECT_ID },
      body: JSON.stringify(used),
    })
    expect(replay.status).toBe(409)
    await signOut(page)

    // Replayed into a new login (from the frame origin and the popup itself): its state is the
    // old flow's, refused; nothing connects.
    const next = await startSocial(page, 'GitHub')
    await parkOnFrameOrigin(next.popup)
    await next.popup.evaluate(
      ([uri, host]) =>
        window.opener.postMessage({ type: 'latch:social-result', resultUri: uri }, host),
      [used.resultUri, HOST_ORIGIN] as const,
    )
    await expect(next.dialog.getByRole('alert')).toHaveText('Session Expired')
    expect(verify.statuses.at(-1)).toBe(422)

    // A made-up state, the same way: refused too.
    const third = await startSocial(page, 'GitHub')
    await parkOnFrameOrigin(third.popup)
    await third.popup.evaluate(
      ([uri, host]) =>
        window.opener.postMessage({ type: 'latch:social-result', resultUri: uri }, host),
      [`${CALLBACK}?code=made-up&state=wrong`, HOST_ORIGIN] as const,
    )
    await expect(third.dialog.getByRole('alert')).toHaveText('Session Expired')
    const state = await snapshot(page)
    expect(state.connectors).toEqual({})
    await expect(dialog.getByRole('button', { name: 'Continue with GitHub' })).not.toHaveAttribute(
      'aria-disabled',
    )
  })

  test("the popup closed by the visitor: 'Popup closed', Connect usable; Deny: 'Connection rejected'", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto(DEMO)
    const { dialog, popup } = await startSocial(page, 'GitHub')
    await popup.close()
    await expect(dialog.getByRole('alert')).toHaveText('Popup closed')
    expect((await snapshot(page)).connectors).toEqual({})

    const again = await startSocial(page, 'Google')
    const closed = again.popup.waitForEvent('close')
    await answerProvider(again.popup, 'Ada Lovelace', 'Deny')
    await closed
    await expect(dialog.getByRole('alert')).toHaveText('Connection rejected')
    expect((await socialState(page))?.errorCode).toBe('provider_rejected')
    expect((await snapshot(page)).connectors).toEqual({})
  })
})
