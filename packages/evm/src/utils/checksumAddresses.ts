import { getAddress } from 'viem'

/** EIP-55 checksummed copies of the wallet's accounts; entries that are not addresses are dropped. */
export function checksumAddresses(accounts: unknown): string[] {
  if (!Array.isArray(accounts)) return []
  const addresses: string[] = []
  for (const account of accounts) {
    try {
      addresses.push(getAddress(account as string))
    } catch {
      // A wallet bug must not break the page; the account is just not offered.
    }
  }
  return addresses
}
