import { describe, expect, test } from 'vitest'
import { getInitialView } from './getInitialView.ts'

describe('getInitialView (SPEC §2 opening rules)', () => {
  test.each([
    // rule 1: a requested view wins over everything
    [
      { requested: { view: 'Networks' }, hasAddress: true, hasAdapters: true, isMobile: false },
      'Networks',
    ],
    [
      { requested: { view: 'Connect' }, hasAddress: false, hasAdapters: false, isMobile: true },
      'Connect',
    ],
    // rule 2: Account when an address exists
    [{ hasAddress: true, hasAdapters: true, isMobile: false }, 'Account'],
    [{ hasAddress: true, hasAdapters: false, isMobile: true }, 'Account'],
    // rule 3: Connect otherwise
    [{ hasAddress: false, hasAdapters: true, isMobile: false }, 'Connect'],
    [{ hasAddress: false, hasAdapters: true, isMobile: true }, 'Connect'],
    // rule 4: no adapters and no address
    [{ hasAddress: false, hasAdapters: false, isMobile: true }, 'AllWallets'],
    [{ hasAddress: false, hasAdapters: false, isMobile: false }, 'ConnectingWalletConnectBasic'],
  ] as const)('%o opens %s', (parameters, view) => {
    expect(getInitialView(parameters).view).toBe(view)
  })

  test('a requested view keeps its parameters', () => {
    const requested = {
      view: 'ConnectingExternal',
      params: { connectorId: 'io.metamask' },
    } as const
    expect(
      getInitialView({ requested, hasAddress: false, hasAdapters: true, isMobile: false }),
    ).toBe(requested)
  })
})
