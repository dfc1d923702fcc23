import type { Hex, TypedDataDefinition } from 'viem'
import { requestApproval } from '../approval/requestApproval.ts'
import { currentChain, type WalletContext } from '../context.ts'
import { invalidParamsError } from '../errors/ProviderRpcError.ts'
import { authorizedAccount } from './authorizedAccount.ts'
import { accountSignature } from './contractAccount.ts'

/**
 * `eth_signTypedData_v4` (and `_v3`) with params `[address, typedData]`, where typed data is
 * the EIP-712 JSON string (or object). A domain `chainId` must match the current chain, as
 * real wallets require, so a dapp can't get a signature meant for another network. A contract
 * account answers its owner's signature of the EIP-712 hash (EIP-1271), ERC-6492-wrapped while
 * it is not deployed.
 */
export async function signTypedData(
  context: WalletContext,
  method: string,
  params: unknown,
): Promise<Hex> {
  if (!Array.isArray(params)) throw invalidParamsError(`${method} expects [address, typedData].`)
  const [address, raw] = params as [unknown, unknown]
  const account = authorizedAccount(context, address)
  const typedData = parseTypedData(raw, method)
  const domainChainId = typedData.domain?.chainId
  if (domainChainId !== undefined && Number(domainChainId) !== context.chainId) {
    throw invalidParamsError(
      `the typed data's chainId ${String(domainChainId)} must match the active chain ${context.chainId}.`,
    )
  }
  const chain = currentChain(context)
  await requestApproval(context, method, params)
  let signature: Hex
  try {
    signature = await account.signer.signTypedData(typedData)
  } catch (cause) {
    throw invalidParamsError('the typed data could not be encoded.', cause)
  }
  return accountSignature(chain, account, signature)
}

function parseTypedData(raw: unknown, method: string): TypedDataDefinition {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw invalidParamsError(`${method}: typed data is not valid JSON.`)
    }
  }
  const candidate = value as Partial<TypedDataDefinition> | null
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    typeof candidate.types !== 'object' ||
    typeof candidate.primaryType !== 'string' ||
    typeof candidate.message !== 'object'
  ) {
    throw invalidParamsError(`${method}: typed data needs types, primaryType and message.`)
  }
  return candidate as TypedDataDefinition
}
