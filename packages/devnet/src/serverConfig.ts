import type { Address } from 'viem'
import { DEVNET_AMM_CONTRACTS, DEVNET_AMM_TOKEN_KEYS } from './constants/amm.ts'
import { DEVNET_CHAINS } from './constants/chains.ts'
import { DEVNET_CONTRACTS, DEVNET_SPAM_CONTRACTS, DEVNET_TOKENS } from './constants/contracts.ts'
import { DEVNET_NAME_REGISTRAR, DEVNET_NAME_ZONE } from './constants/names.ts'
import type { DevnetServerFarcaster } from './farcaster/startFarcasterRelay.ts'
import type { DevnetServerSocial } from './idp/startIdentityProvider.ts'
import { DEV_MAIL_FROM } from './mail/constants.ts'
import type { DevnetServerOnramp } from './onramp/startOnrampProviders.ts'
import type { DevnetEndpoint } from './snapshot.ts'
import { SOLANA_DEVNET_CAIP2, SOLANA_DEVNET_MINTS } from './solana/constants.ts'

/** An EVM chain entry of the Latch server's config file (`chains`), for one devnet chain. */
export type DevnetServerChain = {
  chainId: number
  rpcUrl: string
  name: string
  /** The devnet's ERC-20 tokens, listed in balances from the first block. */
  tokens: { address: Address; name: string; symbol: string; decimals: number }[]
  /** The devnet's `NameRegistry`: names and avatars. */
  nameRegistry: Address
  /** The devnet's spam NFT collections (the Free Claim Rewards airdrop). */
  spamContracts: Address[]
  /** The devnet's Uniswap V2, for the convert API: router, factory, WETH and the tokens pooled. */
  swaps: DevnetServerSwaps
  /**
   * The chain's ERC-4337 bundler (EntryPoint v0.8 user operations), when the devnet runs one for
   * it: the embedded wallet's smart account works on this chain only then.
   */
  bundlerUrl?: string
}

/** A chain's `swaps` entry of the Latch server's config file. */
export type DevnetServerSwaps = {
  router: Address
  factory: Address
  weth: Address
  /** The tokens with pools (besides ETH), in the order the swap view lists them. */
  tokens: Address[]
}

/** A Solana cluster entry of the Latch server's config file (`solanaChains`). */
export type DevnetServerSolanaChain = {
  /** CAIP-2 id of the devnet's cluster. */
  chainId: string
  rpcUrl: string
  name: string
  /** The devnet's mints, named. */
  tokens: { mint: string; name: string; symbol: string }[]
}

/** The Latch server config's `mail` entry: where it sends its mails (login codes, device links). */
export type DevnetServerMail = {
  /** e.g. `smtp://127.0.0.1:1025` */
  smtpUrl: string
  /** The sender of the server's mails. */
  from: string
  /** Where the mails can be read (Mailpit's API), e.g. `http://127.0.0.1:8025`. */
  inboxUrl: string
}

/**
 * The part of a Latch server config file (`latch-server --config file.json`) that points the
 * server at a running devnet: its chains with their tokens, name registry, spam list and AMM, and its
 * Solana cluster with its mints. The devnet knows its own addresses; the server reads them from
 * the file and has no dependency on this package.
 */
export type DevnetServerConfig = {
  chains: DevnetServerChain[]
  solanaChains: DevnetServerSolanaChain[]
  /** The on-ramp provider stand-ins with this start's random keys, when they run. */
  onramp?: DevnetServerOnramp
  /** The devnet's mail server, when it runs one. */
  mail?: DevnetServerMail
  /** The local identity provider's issuers and clients (social login), when it runs. */
  social?: DevnetServerSocial
  /** The Farcaster relay stand-in and its FID registry (Farcaster login), when it runs. */
  farcaster?: DevnetServerFarcaster
  /**
   * Account-name registration: the zone and the key of the name registry's registrar
   * (DEVNET_NAME_REGISTRAR, a public devnet key), which the server uses for `registerFor`.
   */
  names: DevnetServerNames
}

/** The Latch server config's `names` entry. */
export type DevnetServerNames = { zone: string; registrarPrivateKey: `0x${string}` }

export type DevnetServerConfigParameters = {
  /** The running EVM chains (`devnet.chains`). */
  chains: readonly DevnetEndpoint[]
  /** RPC URL of the running Solana cluster; no Solana entry when absent. */
  solanaRpcUrl?: string | undefined
  /** The running on-ramp stand-ins' `serverConfig`; no `onramp` entry when absent. */
  onramp?: DevnetServerOnramp | undefined
  /** The running dev mail server (`startDevMail`); no `mail` entry when absent. */
  mail?: { smtpUrl: string; inboxUrl: string } | undefined
  /** The running identity provider's `serverConfig`; no `social` entry when absent. */
  social?: DevnetServerSocial | undefined
  /** The running Farcaster relay stand-in's `serverConfig`; no `farcaster` entry when absent. */
  farcaster?: DevnetServerFarcaster | undefined
  /** The running bundlers (`startBundler`), by chain; no `bundlerUrl` on other chains. */
  bundlers?: readonly { chainId: number; url: string }[] | undefined
}

/**
 * The server config entries for a running devnet. `latch-devnet --server-config <file>` writes
 * them (as JSON) once the devnet is up; `npm start` hands that file to the server.
 *
 * @example
 * const devnet = await startDevnet({ ports: [0, 0] })
 * const { chains } = devnetServerConfig({ chains: devnet.chains })
 * const server = await startServer({ port: 0, chains })
 */
export function devnetServerConfig({
  chains,
  solanaRpcUrl,
  onramp,
  mail,
  social,
  farcaster,
  bundlers,
}: DevnetServerConfigParameters): DevnetServerConfig {
  const tokens = Object.values(DEVNET_TOKENS).map(({ address, name, symbol, decimals }) => ({
    address,
    name,
    symbol,
    decimals,
  }))
  return {
    chains: chains.map(({ chainId, rpcUrl }) => {
      const bundlerUrl = bundlers?.find((bundler) => bundler.chainId === chainId)?.url
      return {
        chainId,
        rpcUrl,
        name: DEVNET_CHAINS.find((chain) => chain.id === chainId)?.name ?? `Chain ${chainId}`,
        tokens: tokens.map((token) => ({ ...token })),
        nameRegistry: DEVNET_CONTRACTS.nameRegistry,
        spamContracts: [...DEVNET_SPAM_CONTRACTS],
        swaps: {
          router: DEVNET_AMM_CONTRACTS.uniswapV2Router02,
          factory: DEVNET_AMM_CONTRACTS.uniswapV2Factory,
          weth: DEVNET_AMM_CONTRACTS.weth,
          tokens: DEVNET_AMM_TOKEN_KEYS.map((key) => DEVNET_TOKENS[key].address),
        },
        ...(bundlerUrl && { bundlerUrl }),
      }
    }),
    solanaChains: solanaRpcUrl
      ? [
          {
            chainId: SOLANA_DEVNET_CAIP2,
            rpcUrl: solanaRpcUrl,
            name: 'Solana Local',
            tokens: SOLANA_DEVNET_MINTS.map(({ address, name, symbol }) => ({
              mint: address,
              name,
              symbol,
            })),
          },
        ]
      : [],
    names: { zone: DEVNET_NAME_ZONE, registrarPrivateKey: DEVNET_NAME_REGISTRAR.privateKey },
    ...(onramp && { onramp }),
    ...(mail && { mail: { smtpUrl: mail.smtpUrl, from: DEV_MAIL_FROM, inboxUrl: mail.inboxUrl } }),
    ...(social && { social }),
    ...(farcaster && { farcaster }),
  }
}
