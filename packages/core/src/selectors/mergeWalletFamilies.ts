import type { Connector } from '../types/connector.ts'

/**
 * What may stand for one wallet on several chain families: browser wallets (EIP-6963 or
 * injected on EVM, Wallet Standard on Solana …) of the same name, or the site's own connectors
 * of the same name. Icons can't be compared: EIP-6963 and the Wallet Standard encode them
 * differently (the test wallet's are the same SVG, URL-encoded and base64).
 */
const familyKey = ({ type, name }: Connector) =>
  /^(INJECTED|ANNOUNCED|EXTERNAL)$/.test(type) &&
  `${type === 'EXTERNAL'}${name.trim().toLowerCase()}`

/**
 * SPEC §3 MULTI_CHAIN: one wallet announced on several chain families (e.g. EIP-6963 and the
 * Wallet Standard) becomes one connector, listed where its first family's connector was (its id,
 * name, icon; the rdns of the side that has one), with `connectors` holding each family's own connector (connected and stored per
 * namespace, as before). A name listed twice on one family stays as it is: which of the two is
 * that wallet isn't known. Pure.
 *
 * @example
 * mergeWalletFamilies([evmSide, solanaSide])
 * // [{ ...evmSide, type: 'MULTI_CHAIN', connectors: [evmSide, solanaSide] }]
 */
export function mergeWalletFamilies(connectors: readonly Connector[]): Connector[] {
  return connectors.flatMap((connector) => {
    const key = familyKey(connector)
    const family = connectors.filter((other) => key && familyKey(other) === key)
    const chains = new Set(family.map((member) => member.chain)).size
    if (chains < 2 || chains < family.length) return [connector]
    return family[0] === connector
      ? [
          {
            ...connector,
            type: 'MULTI_CHAIN' as const,
            // The EIP-6963 side's rdns, whichever side came first: directory rows and recent
            // wallets are matched by it.
            info: family.find((member) => member.info)?.info,
            installed: family.some((member) => member.installed),
            connectors: family,
          },
        ]
      : []
  })
}
