import type { Address } from 'viem'
import { DEVNET_CHAINS } from '../constants/chains.ts'
import { DEVNET_TOKENS } from '../constants/contracts.ts'
import type { DevnetEndpoint } from '../snapshot.ts'

/** What an on-ramp provider stand-in sells: a token on one devnet chain. */
export type OnrampAsset = {
  /** `USDC` or `ETH`: Coinbase's `purchase_currency`, the kit's purchase currency id. */
  symbol: 'USDC' | 'ETH'
  name: string
  decimals: number
  /** Decimals a purchase is cut to (what the quote shows is exactly what is credited). */
  quantum: number
  chainId: number
  rpcUrl: string
  /** The network's name (`latch-devnet`): Coinbase's `purchase_network`. */
  network: string
  /** The chain's name as people read it (`Latch Devnet`). */
  displayName: string
  /** The ERC-20; `undefined` for the native currency. */
  contract: Address | undefined
  /** MoonPay's currency code: `usdc_latch_devnet`, `eth_latch_devnet_2`. */
  moonpayCode: string
}

/**
 * The network name of a chain: its name in lower case with dashes (`Latch Devnet 2` →
 * `latch-devnet-2`), as Coinbase names networks (`base`, `ethereum`).
 */
export function onrampNetworkName(chainName: string): string {
  return chainName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** USDC and ETH on each running devnet chain, in that order. */
export function onrampAssets(chains: readonly DevnetEndpoint[]): OnrampAsset[] {
  return chains.flatMap(({ chainId, rpcUrl }) => {
    const displayName =
      DEVNET_CHAINS.find((chain) => chain.id === chainId)?.name ?? `Chain ${chainId}`
    const network = onrampNetworkName(displayName)
    const suffix = network.replaceAll('-', '_')
    const common = { chainId, rpcUrl, network, displayName }
    return [
      {
        ...common,
        symbol: 'USDC',
        name: DEVNET_TOKENS.usdc.name,
        decimals: DEVNET_TOKENS.usdc.decimals,
        quantum: 6,
        contract: DEVNET_TOKENS.usdc.address,
        moonpayCode: `usdc_${suffix}`,
      },
      {
        ...common,
        symbol: 'ETH',
        name: 'Ether',
        decimals: 18,
        quantum: 8,
        contract: undefined,
        moonpayCode: `eth_${suffix}`,
      },
    ] satisfies OnrampAsset[]
  })
}
