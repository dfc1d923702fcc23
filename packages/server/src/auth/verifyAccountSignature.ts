import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  type Hex,
  isAddressEqual,
  isHex,
  type PublicClient,
  parseAbi,
  recoverMessageAddress,
} from 'viem'

/**
 * eth-infinitism's `SimpleAccountFactory` for EntryPoint v0.8 (`@account-abstraction/contracts`
 * 0.8.0) at its address on every chain: the factory of the embedded wallet's smart account.
 */
export const SIMPLE_ACCOUNT_FACTORY_V08: Address = '0x13E9ed32155810FDbd067D4522C492D6f68E5944'

const simpleAccountAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function owner() view returns (address)',
])

/**
 * How the account signed: `eoa` (its own key), `contract` (EIP-1271, or ERC-6492 for a wallet
 * not deployed yet), `simple_account_owner` (the owner key of a SimpleAccount that has no
 * EIP-1271, see below); `invalid` otherwise.
 */
export type AccountSignatureCheck = 'eoa' | 'contract' | 'simple_account_owner' | 'invalid'

export type VerifyAccountSignatureParameters = {
  /** A client of the chain the account lives on. */
  client: PublicClient
  address: Address
  /** The exact text that was signed (personal_sign, EIP-191). */
  message: string
  signature: string
  /**
   * The SimpleAccount factory whose accounts are accepted on their owner's signature.
   * @defaultValue SIMPLE_ACCOUNT_FACTORY_V08
   */
  simpleAccountFactory?: Address | undefined
}

/**
 * Whether `signature` over `message` is the account's. First viem's `verifyMessage` on the chain
 * (an EOA's signature recovered locally, else EIP-1271 `isValidSignature` or an ERC-6492
 * signature through the universal validator, in one `eth_call` that deploys nothing). If that
 * fails, the embedded wallet's smart account: a v0.8 SimpleAccount has no EIP-1271, and its frame
 * signs with the owner EOA, so the address must be the factory's account of the signer recovered
 * from the signature — `getAddress(signer, 0)`, the salt the embedded wallet uses — and, once
 * deployed, its `owner()` must still be that signer.
 *
 * Throws only when the chain cannot be asked (the caller answers 502); a signature that is no
 * signature is `invalid`. Used by `POST /v1/profile/account`; SIWX's `verifySignature` can call it
 * for the same smart accounts.
 *
 * @example
 * await verifyAccountSignature({ client, address, message, signature }) // 'simple_account_owner'
 */
export async function verifyAccountSignature({
  client,
  address,
  message,
  signature,
  simpleAccountFactory = SIMPLE_ACCOUNT_FACTORY_V08,
}: VerifyAccountSignatureParameters): Promise<AccountSignatureCheck> {
  if (!isHex(signature, { strict: true }) || signature.length % 2 !== 0) return 'invalid'
  const hex = signature as Hex
  // Recovered locally first: an EOA's signature needs no RPC.
  const signer = await recoverSigner(message, hex)
  if (signer && isAddressEqual(signer, address)) return 'eoa'
  if (await client.verifyMessage({ address, message, signature: hex })) return 'contract'
  if (!signer) return 'invalid'
  // The address must be the factory's account for this signer (salt 0) — deployed or not, as
  // CREATE2 fixes it — so an arbitrary contract with an `owner()` (any Ownable) never passes.
  const counterfactual = await client
    .readContract({
      address: simpleAccountFactory,
      abi: simpleAccountAbi,
      functionName: 'getAddress',
      args: [signer, 0n],
    })
    .catch(noContractAnswer)
  if (!counterfactual || !isAddressEqual(counterfactual, address)) return 'invalid'
  // Deployed, it must still be the signer's: an upgrade may have changed the owner since.
  const code = await client.getCode({ address })
  if (!code || code === '0x') return 'simple_account_owner'
  const owner = await client
    .readContract({ address, abi: simpleAccountAbi, functionName: 'owner' })
    .catch(noContractAnswer)
  return owner && isAddressEqual(owner, signer) ? 'simple_account_owner' : 'invalid'
}

/**
 * A contract without the function (no SimpleAccount; no factory on this chain) is `undefined`;
 * an RPC failure is thrown on.
 */
function noContractAnswer(error: unknown): undefined {
  const found =
    error instanceof BaseError &&
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionZeroDataError ||
        cause instanceof ContractFunctionRevertedError,
    )
  if (found) return undefined
  throw error
}

/** The EOA whose 65-byte signature this is, or undefined for anything else. */
async function recoverSigner(message: string, signature: Hex): Promise<Address | undefined> {
  if (signature.length !== 2 + 65 * 2) return undefined
  try {
    return await recoverMessageAddress({ message, signature })
  } catch {
    return undefined
  }
}
