import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DevnetPortInUseError } from '../errors.ts'
import { createSolanaChain } from './chain/createSolanaChain.ts'
import { seedChain } from './chain/seedChain.ts'
import { devnetSigner } from './chain/signTransaction.ts'
import {
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_FAUCET,
  SOLANA_DEVNET_MINTS,
  SOLANA_RPC_PORT,
  SOLANA_WS_PORT,
  type SolanaDevnetAccount,
  type SolanaDevnetKeypair,
  type SolanaDevnetMint,
} from './constants.ts'
import { createPubsubServer } from './pubsub/createPubsubServer.ts'
import { createRpcServer } from './rpc/createRpcServer.ts'

export type StartSolanaDevnetParameters = {
  /** Interface to listen on. @defaultValue `'127.0.0.1'` */
  host?: string
  /** JSON-RPC (HTTP) port; 0 picks a free one. @defaultValue `8899` */
  rpcPort?: number
  /** PubSub (WebSocket) port; 0 picks a free one. @defaultValue `8900` */
  wsPort?: number
  /** No console output. @defaultValue `false` */
  quiet?: boolean
}

export type SolanaDevnet = {
  /** e.g. `http://127.0.0.1:8899` */
  rpcUrl: string
  /** e.g. `ws://127.0.0.1:8900` */
  wsUrl: string
  /** The SPL mints created at start (faucet is their mint authority). */
  mints: readonly SolanaDevnetMint[]
  /** Dev accounts, funded, with their associated token account per mint symbol. */
  accounts: readonly SolanaDevnetAccount[]
  /** Pays airdrops; mint authority of every mint. */
  faucet: SolanaDevnetKeypair
  /** Closes both ports and stops the slot clock. */
  stop(): Promise<void>
}

// A taken port gets the devnet's own error, as the EVM side reports it.
function portError(error: unknown, host: string, port: number): unknown {
  const taken = (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE'
  return taken ? new DevnetPortInUseError(host, port, { cause: error }) : error
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(portError(error, host, port)))
    server.listen(port, host, () => {
      server.removeAllListeners('error')
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

/**
 * Starts a local Solana chain (litesvm) behind a real JSON-RPC and PubSub endpoint, with the
 * devnet mints created and the dev accounts funded. State lives in memory only.
 *
 * @example
 * const devnet = await startSolanaDevnet({ rpcPort: 0, wsPort: 0, quiet: true })
 * const rpc = createSolanaRpc(devnet.rpcUrl)
 * await devnet.stop()
 */
export async function startSolanaDevnet(
  parameters: StartSolanaDevnetParameters = {},
): Promise<SolanaDevnet> {
  const {
    host = '127.0.0.1',
    rpcPort = SOLANA_RPC_PORT,
    wsPort = SOLANA_WS_PORT,
    quiet = false,
  } = parameters
  const log = (message: string) => {
    if (!quiet) console.log(message)
  }
  const chain = createSolanaChain()
  seedChain(chain)
  const context = { chain, faucet: devnetSigner(SOLANA_DEVNET_FAUCET) }

  const http = createRpcServer(context, log)
  const boundRpcPort = await listen(http, host, rpcPort)
  const closeHttp = () =>
    new Promise<void>((resolve) => {
      http.closeAllConnections()
      http.close(() => resolve())
    })
  let pubsub: Awaited<ReturnType<typeof createPubsubServer>>
  try {
    pubsub = await createPubsubServer(context, { host, port: wsPort }, log)
  } catch (error) {
    await closeHttp()
    throw portError(error, host, wsPort)
  }
  const boundWsPort = (pubsub.server.address() as AddressInfo).port

  const rpcUrl = `http://${urlHost(host)}:${boundRpcPort}`
  const wsUrl = `ws://${urlHost(host)}:${boundWsPort}`
  log(`Solana devnet: RPC ${rpcUrl}, PubSub ${wsUrl}`)

  let stopped: Promise<void> | null = null
  return {
    rpcUrl,
    wsUrl,
    mints: SOLANA_DEVNET_MINTS,
    accounts: SOLANA_DEVNET_ACCOUNTS,
    faucet: SOLANA_DEVNET_FAUCET,
    stop: () => {
      stopped ??= Promise.all([pubsub.close(), closeHttp()]).then(() => undefined)
      return stopped
    },
  }
}
