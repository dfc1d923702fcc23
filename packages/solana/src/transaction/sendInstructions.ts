import type { CaipNetwork } from '@latch/core'
import type { SolanaCommitment } from '@latch/core/adapter'
import {
  address,
  type Base64EncodedWireTransaction,
  getBase58Decoder,
  getBase64Decoder,
  type Instruction,
} from '@solana/kit'
import { WalletFeatureNotSupportedError } from '../errors.ts'
import { SOLANA_SIGN_AND_SEND_TRANSACTION, SOLANA_SIGN_TRANSACTION } from '../standard/features.ts'
import { findAccount, findFeature } from '../standard/getFeature.ts'
import type { StandardWallet } from '../types.ts'
import { type SolanaRpc, solanaRpc } from '../utils/solanaRpc.ts'
import { pickWalletChain } from '../utils/walletChain.ts'
import { compileToWire } from './compileToWire.ts'

export type SendInstructionsParameters = {
  wallet: StandardWallet
  /** The fee payer and only signer: an account the wallet authorized. */
  from: string
  network: CaipNetwork
  instructions: readonly Instruction[]
  preflightCommitment: SolanaCommitment
  rpc?: SolanaRpc | undefined
}

/**
 * Builds a transaction from `instructions` (fee payer `from`, a fresh blockhash at the preflight
 * commitment), has the wallet sign and send it with `solana:signAndSendTransaction`, or sign it
 * with `solana:signTransaction` and sends it over the network's RPC. Returns the signature
 * (base58), which is the transaction id. Wallet errors propagate with their `code` (4001 …).
 */
export async function sendInstructions({
  wallet,
  from,
  network,
  instructions,
  preflightCommitment,
  rpc = solanaRpc(network),
}: SendInstructionsParameters): Promise<string> {
  const account = findAccount(wallet, from)
  const signAndSend = findFeature(wallet, SOLANA_SIGN_AND_SEND_TRANSACTION)
  const signOnly = findFeature(wallet, SOLANA_SIGN_TRANSACTION)
  const feature = signAndSend ?? signOnly
  if (!feature) throw new WalletFeatureNotSupportedError(SOLANA_SIGN_TRANSACTION)
  // A wallet that only takes legacy transactions gets one; v0 otherwise (same size here).
  const version = feature.supportedTransactionVersions.includes(0) ? 0 : 'legacy'
  const { value: lifetime } = await rpc
    .getLatestBlockhash({ commitment: preflightCommitment })
    .send()
  const transaction = compileToWire({ feePayer: address(from), instructions, lifetime, version })
  const chain = pickWalletChain(network, account.chains.length ? account.chains : wallet.chains)
  const options = { preflightCommitment }

  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction({
      account,
      chain,
      transaction,
      options,
    })
    return getBase58Decoder().decode(output!.signature)
  }
  const [output] = await signOnly!.signTransaction({ account, chain, transaction, options })
  const wire = getBase64Decoder().decode(output!.signedTransaction) as Base64EncodedWireTransaction
  return rpc.sendTransaction(wire, { encoding: 'base64', preflightCommitment }).send()
}
