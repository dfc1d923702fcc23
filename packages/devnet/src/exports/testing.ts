/**
 * `@latch/devnet/testing`: a throwaway anvil for one test file, on a free 127.0.0.1 port, with
 * the devnet's well-known accounts (lighter than `startDevnet`: no contracts deployed),
 * `writeAndMine` for contract writes in tests, `moveAmmPrice` to move a devnet pool's price, and
 * `signAsContractWallet` for signatures of the devnet's EIP-1271 / ERC-6492 contract wallets,
 * `idpLogin` (the local identity provider's pages) and `farcasterApprove` (a test Farcaster client).
 */
import { request as httpRequest } from 'node:http'
import { spawnAnvil } from '../anvil/spawnAnvil.ts'
import { DEVNET_ACCOUNTS } from '../constants/accounts.ts'

export { type FarcasterApproveParameters, farcasterApprove } from '../testing/farcasterApprove.ts'
export { type IdpLoginParameters, idpLogin } from '../testing/idpLogin.ts'
export {
  type MoveAmmPriceParameters,
  type MoveAmmPriceReturnType,
  moveAmmPrice,
} from '../testing/moveAmmPrice.ts'
export {
  type SignAsContractWalletParameters,
  signAsContractWallet,
} from '../testing/signAsContractWallet.ts'
export {
  DEVNET_WRITE_GAS,
  type DevnetWrite,
  writeAndMine,
} from '../testing/writeAndMine.ts'

/** A throwaway anvil node. */
export type TestAnvil = {
  rpcUrl: string
  chainId: number
  /** Raw JSON-RPC call (for set-up such as `anvil_setCode`); rejects with the node's message. */
  rpc(method: string, params?: unknown[]): Promise<unknown>
  stop(): Promise<void>
}

/** The first two funded dev keys (10 000 ETH each on a fresh chain). */
export const ANVIL_KEYS = [DEVNET_ACCOUNTS[0].privateKey, DEVNET_ACCOUNTS[1].privateKey] as const

/** Starts anvil with `chainId` on a free port; resolves once it answers JSON-RPC. */
export async function startAnvil(chainId: number): Promise<TestAnvil> {
  const anvil = await spawnAnvil({ host: '127.0.0.1', port: 0, chainId, quiet: true })
  const rpc = async (method: string, params: unknown[] = []) => {
    const body = (await postJson(anvil.rpcUrl, { jsonrpc: '2.0', id: 1, method, params })) as {
      result?: unknown
      error?: { message: string }
    }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }
  return { rpcUrl: anvil.rpcUrl, chainId, rpc, stop: anvil.stop }
}

/**
 * node:http rather than `fetch`: under happy-dom the global fetch is the DOM's, which logs every
 * refused connection.
 */
function postJson(url: string, payload: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => {
          try {
            resolve(JSON.parse(text))
          } catch (error) {
            reject(error)
          }
        })
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(payload))
  })
}
