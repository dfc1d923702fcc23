import { type Hex, isAddressEqual, type SignableMessage, serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_ACCOUNTS } from '../constants/accounts.ts'
import { DEVNET_CONTRACT_WALLET, type DevnetContractWallet } from '../constants/contractWallet.ts'

export type SignAsContractWalletParameters = {
  /** What `personal_sign` signs: text (UTF-8) or `{ raw }` bytes (EIP-191). */
  message: SignableMessage
  /**
   * The wallet: `DEVNET_CONTRACT_WALLET`, `DEVNET_COUNTERFACTUAL_CONTRACT_WALLET` or any
   * `devnetContractWallet({ owner, salt })`. @defaultValue `DEVNET_CONTRACT_WALLET`
   */
  wallet?: DevnetContractWallet
  /**
   * The owner's private key: pass another key to get a signature the wallet rejects.
   * @defaultValue the dev account whose address is `wallet.owner`
   */
  ownerPrivateKey?: Hex
  /**
   * Wrap the signature for a wallet that is not deployed (ERC-6492: the factory, its call and
   * the 6492 magic suffix). @defaultValue `false` for `DEVNET_CONTRACT_WALLET` (deployed at
   * start), `true` for any other wallet
   */
  erc6492?: boolean
}

/**
 * A signature of `message` as a devnet contract wallet, the way a smart-account wallet answers
 * `personal_sign`: its owner's EIP-191 signature, which the wallet's EIP-1271
 * `isValidSignature` accepts, wrapped in ERC-6492 while the wallet is not deployed. viem's
 * `verifyMessage` (and so the Latch server's sign-in) accepts both through the chain.
 *
 * @example
 * import { DEVNET_COUNTERFACTUAL_CONTRACT_WALLET } from '@latch/devnet/constants'
 * import { signAsContractWallet } from '@latch/devnet/testing'
 * const signature = await signAsContractWallet({
 *   message,
 *   wallet: DEVNET_COUNTERFACTUAL_CONTRACT_WALLET, // wrapped in ERC-6492
 * })
 */
export async function signAsContractWallet({
  message,
  wallet = DEVNET_CONTRACT_WALLET,
  ownerPrivateKey,
  erc6492 = !isAddressEqual(wallet.address, DEVNET_CONTRACT_WALLET.address),
}: SignAsContractWalletParameters): Promise<Hex> {
  const key =
    ownerPrivateKey ??
    DEVNET_ACCOUNTS.find((account) => isAddressEqual(account.address, wallet.owner))?.privateKey
  if (!key) {
    throw new TypeError(
      `The owner ${wallet.owner} is no dev account: pass ownerPrivateKey to sign for it.`,
    )
  }
  const signature = await privateKeyToAccount(key).signMessage({ message })
  if (!erc6492) return signature
  return serializeErc6492Signature({
    address: wallet.factory,
    data: wallet.factoryData,
    signature,
  })
}
