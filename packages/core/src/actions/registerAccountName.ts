import type { RegisterAccountNameAnswer, RegisterAccountNameBody } from '../api/profile.ts'
import type { Client } from '../client/types.ts'
import { AUTH_CONNECTOR_ID } from '../connection/mergeConnections.ts'
import {
  AuthConnectorNotFoundError,
  type InvalidAccountNameError,
  RegisterAccountNameError,
} from '../errors/accountName.ts'
import type { SignatureDeclinedError } from '../errors/connection.ts'
import { HttpStatusError } from '../errors/http.ts'
import type { InvalidChainIdError } from '../errors/name.ts'
import { createAccountNameMessage } from '../names/accountNameMessage.ts'
import { DEFAULT_ACCOUNT_NAME_ZONE, normalizeAccountName } from '../names/normalizeAccountName.ts'
import { getNamespaceNetwork } from '../selectors/networks.ts'
import { convertEvmChainIdToCoinType } from '../utils/convertEvmChainIdToCoinType.ts'
import { fetchProfile } from './fetchProfile.ts'
import { signMessage } from './signMessage.ts'

/** Parameters of {@link registerAccountName}. */
export type RegisterAccountNameParameters = {
  /** What the visitor typed (a label such as `my-name-1234`); normalised first. */
  name: string
  /** @defaultValue DEFAULT_ACCOUNT_NAME_ZONE ('latch') */
  zone?: string | undefined
}
/** The full name now held, e.g. `my-name-1234.latch`. */
export type RegisterAccountNameReturnType = { name: string }
/** What {@link registerAccountName} may throw, by class. */
export type RegisterAccountNameErrorType =
  | AuthConnectorNotFoundError
  | InvalidAccountNameError
  | InvalidChainIdError
  | SignatureDeclinedError
  | RegisterAccountNameError

/**
 * Registers a name for the eip155 account of the embedded wallet (SPEC §2 RegisterAccountName):
 * only for an address connected through the auth connector (SPEC §6, otherwise
 * {@link AuthConnectorNotFoundError}). The name is normalised (ENSIP-15, then SPEC §5's rule), the
 * account signs an account-name message (personal_sign: the visitor approves it in the frame),
 * and `POST /v1/profile/account` sends it with the active network's coin type (SPEC §5: chain ids
 * past 2^31 throw 'Invalid chainId'). The server answers once the name is on chain; the profile
 * caches are then refreshed so the account shows its name. A refused or failed registration
 * throws {@link RegisterAccountNameError} ('Error registering name {name}') carrying the
 * server's code (`name_taken` …).
 *
 * @example
 * const { name } = await latch.registerAccountName({ name: 'my-name-1234' }) // 'my-name-1234.latch'
 */
export async function registerAccountName(
  client: Client,
  { name: typed, zone = DEFAULT_ACCOUNT_NAME_ZONE }: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const state = client.store.getState()
  const address = state.accounts.eip155?.address
  const network = getNamespaceNetwork(client, state, 'eip155')
  if (!address || state.connectedConnectorIds.eip155 !== AUTH_CONNECTOR_ID || !network) {
    throw new AuthConnectorNotFoundError()
  }
  const coinType = convertEvmChainIdToCoinType(Number(network.id))
  const name = `${normalizeAccountName(typed)}.${zone}`
  const message = createAccountNameMessage({
    name,
    coinType,
    address,
    issuedAt: new Date().toISOString(),
  })
  const signature = await signMessage(client, { message, namespace: 'eip155' })
  const body: RegisterAccountNameBody = { coin_type: coinType, address, message, signature }
  let answer: RegisterAccountNameAnswer
  try {
    answer = await client.api.blockchain.post<RegisterAccountNameAnswer>(
      '/v1/profile/account',
      body,
    )
  } catch (cause) {
    throw new RegisterAccountNameError({ accountName: name, code: serverCode(cause), cause })
  }
  if (answer?.success !== true) {
    throw new RegisterAccountNameError({ accountName: name, details: 'The server said no.' })
  }
  // The old answers (no name, or a previous one) would hide the new name for 5 minutes.
  client.caches.identity.delete(address)
  client.caches.ens.delete(name)
  await fetchProfile(client)
  return { name: answer.name ?? name }
}

/** The `error` code of a server's JSON refusal, if it sent one. */
function serverCode(error: unknown): string | undefined {
  if (!(error instanceof HttpStatusError)) return undefined
  const code = (error.body as { error?: unknown } | undefined)?.error
  return typeof code === 'string' ? code : undefined
}
