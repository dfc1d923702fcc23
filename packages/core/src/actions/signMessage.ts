import type { Client } from '../client/types.ts'
import { NotConnectedError, SignatureDeclinedError } from '../errors/connection.ts'
import { SmartAccountSignatureError } from '../errors/smartAccount.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { isSmartAccount } from '../selectors/isSmartAccount.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { showToast } from './showToast.ts'

/** Parameters of {@link signMessage}. */
export type SignMessageParameters = {
  /** The text to sign. */
  message: string
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace
}

/** The signature, as the wallet returns it (hex on eip155, base58 on solana). */
export type SignMessageReturnType = string
/** What {@link signMessage} may throw, by class. */
export type SignMessageErrorType =
  | NotConnectedError
  | SignatureDeclinedError
  | SmartAccountSignatureError

/**
 * Asks the connected wallet to sign `message` (personal_sign on eip155, solana_signMessage on
 * solana). Throws SignatureDeclinedError ('Signature declined') when the visitor declines; when a
 * smart account's signing fails otherwise, SmartAccountSignatureError with SPEC §8's toast ('This
 * application might not support Smart Accounts').
 *
 * @example
 * const signature = await latch.signMessage({ message: 'Hello from Latch' })
 */
export async function signMessage(
  client: Client,
  { message, namespace: requested }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const state = client.store.getState()
  const namespace = requested ?? getActiveNamespace(client, state)
  const address = state.accounts[namespace]?.address
  const connectorId = state.connectedConnectorIds[namespace]
  if (!address || !connectorId) throw new NotConnectedError()
  try {
    return await getAdapter(client, namespace).signMessage({ connectorId, address, message })
  } catch (cause) {
    if (isUserRejection(cause)) throw new SignatureDeclinedError({ cause })
    // SPEC §8: a smart account's signature failing says so (whatever the wallet's error was).
    if (isSmartAccount(client.store.getState(), namespace, address)) {
      const error = new SmartAccountSignatureError({ cause })
      showToast(client, { message: error.shortMessage, error, variant: 'error' })
      throw error
    }
    throw cause
  }
}
