import type { Locator, Page } from '@playwright/test'
import { DEVNET_NAMES } from '../../packages/devnet/src/exports/constants.ts'

/** An address as the kit shortens it (SPEC §5: first 4 and last 6 characters). */
export const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** What the account button ends with: the account's registered name once known, else `short`. */
export const displayName = (address: string) =>
  DEVNET_NAMES.find((entry) => entry.address.toLowerCase() === address.toLowerCase())?.name ??
  short(address)

/**
 * The account button of `address` in `scope` (the page, or a part of it): it ends with the short
 * address, or with the account's name once the identity lookup has answered (EVM accounts with a
 * devnet name).
 */
export const accountButton = (scope: Page | Locator, address: string) =>
  scope.getByRole('button', {
    name: new RegExp(`(${escapeRegExp(short(address))}|${escapeRegExp(displayName(address))})$`),
  })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
