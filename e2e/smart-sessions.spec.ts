import { expect, type Page, test } from '@playwright/test'
import { encodeFunctionData, type Hex, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { DEVNET_TOKENS, devTokenAbi } from '../packages/devnet/src/exports/constants.ts'
import { anvil, approveInFrame, DEMO, frame, newEmail, signInByEmail } from './support/embedded.ts'
import { fundWithUsdc } from './support/fund.ts'

// Issue P11's smart-session acceptance in the demo against `npm start`'s stack: an email visitor's
// smart account grants the page a session for one token and amount (one card), the page transfers
// within it with no card, is refused past it, revokes it, and is refused within the old limit.
const USDC = DEVNET_TOKENS.usdc
const units = (amount: string) => parseUnits(amount, USDC.decimals)

type Latch = {
  subscribe(listener: (state: { open: boolean }, previous: { open: boolean }) => void): () => void
  grantPermissions(p: object): Promise<{ permissionsContext: string }>
  revokePermissions(p: object): Promise<void>
  sendCalls(p: object): Promise<{ id: string }>
  waitForCallsStatus(p: object): Promise<{ status: string }>
  fetchSmartSessions(): Promise<{ status: string; spent: string[] }[]>
}

/** A USDC transfer under the session from the page: the batch's status, or the refusal's code. */
const transferUnder = (page: Page, context: string, to: Hex, amount: string) =>
  page.evaluate(
    async ({ call, context }) => {
      const latch = (window as unknown as { latch: Latch }).latch
      try {
        const { id } = await latch.sendCalls({
          calls: [call],
          capabilities: { permissions: { context } },
        })
        return (await latch.waitForCallsStatus({ id, timeoutMs: 60_000 })).status
      } catch (error) {
        return `refused ${(error as { code?: unknown }).code}`
      }
    },
    {
      context,
      call: {
        to: USDC.address,
        data: encodeFunctionData({
          abi: devTokenAbi,
          functionName: 'transfer',
          args: [to, units(amount)],
        }),
      },
    },
  )

test('a session for 5 USDC: a transfer within it without a card, refused past it, revoked, then refused', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto(DEMO)
  const { evm: smart } = await signInByEmail(page, newEmail('session'))
  await fundWithUsdc(smart, '10')

  const granting = page.evaluate(
    ({ token }) =>
      (window as unknown as { latch: Latch }).latch.grantPermissions({
        expiry: Math.floor(Date.now() / 1000) + 3600,
        permissions: [
          {
            type: 'erc20-token-transfer',
            data: { address: token, ticker: 'USDC' },
            policies: [{ type: 'token-allowance', data: { allowance: 5_000_000n } }],
          },
        ],
      }),
    { token: USDC.address },
  )
  await expect(
    frame(page).getByText(/Allow Latch demo to spend up to 5 USDC until .* without asking/),
  ).toBeVisible()
  await approveInFrame(page)
  const { permissionsContext } = await granting
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeHidden()

  const receiver = privateKeyToAddress(generatePrivateKey())
  // Counts every time the modal opens while the page uses the session: it must not.
  await page.evaluate(() => {
    const w = window as unknown as { latch: Latch; modalOpenings: number }
    w.modalOpenings = 0
    w.latch.subscribe((state, previous) => {
      if (state.open && !previous.open) w.modalOpenings++
    })
  })
  expect(await transferUnder(page, permissionsContext, receiver, '3')).toBe('success')
  expect(await transferUnder(page, permissionsContext, receiver, '2.5')).toBe('refused 4100')
  expect(
    await page.evaluate(() => (window as unknown as { modalOpenings: number }).modalOpenings),
  ).toBe(0)
  const balance = () =>
    anvil.readContract({
      address: USDC.address,
      abi: devTokenAbi,
      functionName: 'balanceOf',
      args: [receiver],
    })
  expect(await balance()).toBe(units('3'))

  const revoking = page.evaluate(
    (context) =>
      (window as unknown as { latch: Latch }).latch.revokePermissions({
        permissionsContext: context,
      }),
    permissionsContext,
  )
  await approveInFrame(page)
  await revoking
  expect(await transferUnder(page, permissionsContext, receiver, '1')).toBe('refused 4100')
  expect(await balance()).toBe(units('3'))
  const [listed] = await page.evaluate(() =>
    (window as unknown as { latch: Latch }).latch.fetchSmartSessions(),
  )
  expect(listed).toMatchObject({ status: 'revoked', spent: [`0x${units('3').toString(16)}`] })
})
