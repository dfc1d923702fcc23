import { badRequest } from '../validation/HttpError.ts'
import { parseCaip2 } from '../validation/params.ts'

/**
 * The chain `chainId` (a CAIP-2 id) names in `registry` (EVM or Solana); 400 `invalid_chain_id`
 * when it is no CAIP-2 id, 400 `unsupported_chain` when this server does not serve it.
 */
export function servedChain<Chain>(
  registry: { get: (caip2: string) => Chain | undefined },
  chainId: string,
): Chain {
  const chain = registry.get(parseCaip2(chainId).id)
  if (!chain)
    throw badRequest('unsupported_chain', `chainId ${chainId} is not served by this server`)
  return chain
}
