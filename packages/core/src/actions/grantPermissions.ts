import { getEip155Wallet } from '../calls/walletRequest.ts'
import type { Client } from '../client/types.ts'
import { type NotConnectedError, TransactionRejectedError } from '../errors/connection.ts'
import { SmartSessionsDisabledError } from '../errors/sessions.ts'
import type { CallsNotSupportedError } from '../errors/smartAccount.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'
import type { GrantPermissionsAnswer, SessionSigner } from '../sessions/types.ts'

/** A spending limit: at most `allowance` (smallest unit) over the session's life. */
export type AllowancePolicy = { type: 'token-allowance'; data: { allowance: bigint } }

/** One permission to ask for (ERC-7715, as viem's experimental `grantPermissions` takes it). */
export type PermissionRequest =
  | {
      type: 'erc20-token-transfer'
      /** The token contract; `ticker` is shown to the visitor. */
      data: { address: string; ticker?: string }
      policies: readonly [AllowancePolicy]
      required?: boolean
    }
  | {
      type: 'native-token-transfer'
      data: { ticker?: string }
      policies: readonly [AllowancePolicy]
      required?: boolean
    }

/** Parameters of {@link grantPermissions}. */
export type GrantPermissionsParameters = {
  /** When the session ends, Unix seconds (the embedded wallet allows at most 90 days). */
  expiry: number
  permissions: readonly PermissionRequest[]
  /** Who will use the session (ERC-7715); the embedded wallet records it and signs itself. */
  signer?: SessionSigner
}

/** What {@link grantPermissions} resolves with: the wallet's answer, allowances as bigint. */
export type GrantPermissionsReturnType = Omit<GrantPermissionsAnswer, 'grantedPermissions'> & {
  grantedPermissions: PermissionRequest[]
}
/** What {@link grantPermissions} may throw, by class. */
export type GrantPermissionsErrorType =
  | SmartSessionsDisabledError
  | NotConnectedError
  | CallsNotSupportedError
  | TransactionRejectedError

/**
 * Asks the connected eip155 wallet for a smart session (ERC-7715 `wallet_grantPermissions`): the
 * visitor approves once, then batches that stay within the permissions run without asking —
 * pass the answer's `permissionsContext` to {@link sendCalls} as
 * `capabilities: { permissions: { context } }`. The embedded wallet grants sessions to its smart
 * account for ERC-20 and native transfers with a `token-allowance` limit (docs/smart-sessions.md);
 * other wallets get the request as it is. Needs the `smartSessions` feature (off by default).
 *
 * @example
 * const { permissionsContext } = await latch.grantPermissions({
 *   expiry: Math.floor(Date.now() / 1000) + 3600,
 *   permissions: [{
 *     type: 'erc20-token-transfer',
 *     data: { address: usdc, ticker: 'USDC' },
 *     policies: [{ type: 'token-allowance', data: { allowance: 10_000_000n } }],
 *   }],
 * })
 */
export async function grantPermissions(
  client: Client,
  { expiry, permissions, signer }: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  if (!client.store.getState().features.smartSessions) throw new SmartSessionsDisabledError()
  const wallet = getEip155Wallet(client)
  const request = {
    chainId: `0x${Number(wallet.network.id).toString(16)}`,
    address: wallet.address,
    expiry,
    permissions: permissions.map((permission) => ({
      ...permission,
      policies: permission.policies.map((policy) => ({
        type: policy.type,
        data: { allowance: `0x${policy.data.allowance.toString(16)}` },
      })),
    })),
    ...(signer ? { signer } : {}),
  }
  let answer: GrantPermissionsAnswer
  try {
    answer = (await wallet.request('wallet_grantPermissions', [request])) as GrantPermissionsAnswer
  } catch (cause) {
    if (isUserRejection(cause)) throw new TransactionRejectedError({ cause })
    throw cause
  }
  return {
    ...answer,
    grantedPermissions: answer.grantedPermissions.map((permission) => ({
      ...permission,
      policies: [
        {
          type: 'token-allowance',
          data: { allowance: BigInt(permission.policies[0].data.allowance) },
        },
      ],
    })) as PermissionRequest[],
  }
}
