import { DEVNET_HOST } from '../constants/chains.ts'
import type { DevnetEndpoint } from '../snapshot.ts'
import { onrampAssets } from './assets.ts'
import {
  type CoinbaseStandIn,
  type CoinbaseStandInConfig,
  startCoinbaseStandIn,
} from './coinbase.ts'
import { type MoonpayStandIn, type MoonpayStandInConfig, startMoonpayStandIn } from './moonpay.ts'

/** Default ports: the Coinbase-style stand-in, then the MoonPay-style one. */
export const ONRAMP_PORTS = [8791, 8792] as const

/** The `onramp` section of the Latch server's config file. */
export type DevnetServerOnramp = { providers: (CoinbaseStandInConfig | MoonpayStandInConfig)[] }

export type StartOnrampProvidersParameters = {
  /** The running devnet chains the providers credit. */
  chains: readonly DevnetEndpoint[]
  /** @defaultValue `'127.0.0.1'` */
  host?: string
  /** Coinbase-style, MoonPay-style; 0 picks a free port. @defaultValue `[8791, 8792]` */
  ports?: readonly [number, number]
}

/** Both running stand-ins. */
export type OnrampProviders = {
  coinbase: CoinbaseStandIn
  moonpay: MoonpayStandIn
  /** What the Latch server's config gets as `onramp` (with this start's random keys). */
  serverConfig: DevnetServerOnramp
  stop(): Promise<void>
}

/**
 * Starts the two on-ramp provider stand-ins for a running devnet: Coinbase-style and
 * MoonPay-style, each selling USDC and ETH on every devnet chain with fresh random keys.
 *
 * @example
 * const devnet = await startDevnet({ ports: [0, 0] })
 * const onramp = await startOnrampProviders({ chains: devnet.chains, ports: [0, 0] })
 * const server = await startServer({ port: 0, onramp: onramp.serverConfig })
 */
export async function startOnrampProviders(
  params: StartOnrampProvidersParameters,
): Promise<OnrampProviders> {
  const { host = DEVNET_HOST, ports = ONRAMP_PORTS } = params
  const assets = onrampAssets(params.chains)
  const coinbase = await startCoinbaseStandIn({ assets, host, port: ports[0] })
  const moonpay = await startMoonpayStandIn({ assets, host, port: ports[1] }).catch(
    async (error) => {
      await coinbase.stop()
      throw error
    },
  )
  return {
    coinbase,
    moonpay,
    serverConfig: { providers: [coinbase.config, moonpay.config] },
    stop: async () => {
      await Promise.all([coinbase.stop(), moonpay.stop()])
    },
  }
}
