import { DevnetAnvilError } from '../errors.ts'
import { rpcRequest } from '../rpcRequest.ts'

const POLL_INTERVAL_MS = 10

/**
 * Polls `eth_chainId` until the node at `rpcUrl` answers, and checks it is the chain we started.
 *
 * @throws {DevnetAnvilError} after `timeoutMs` without an answer, or on a chain id mismatch.
 */
export async function waitForRpc(
  rpcUrl: string,
  chainId: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const answer = Number(await rpcRequest<string>(rpcUrl, 'eth_chainId'))
      if (answer !== chainId) {
        throw new DevnetAnvilError(`${rpcUrl} answers for chain ${answer}, expected ${chainId}.`)
      }
      return
    } catch (error) {
      if (error instanceof DevnetAnvilError) throw error
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
  throw new DevnetAnvilError(`anvil at ${rpcUrl} did not answer within ${timeoutMs} ms.`, {
    cause: lastError,
  })
}
