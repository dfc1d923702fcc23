/**
 * Smart sessions (ERC-7715 permissions for the embedded wallet's smart account, issue P11): the
 * shapes on the wire — `wallet_grantPermissions`' request and answer as viem's experimental
 * erc7715 sends and reads them, and the server's `/v1/sessions/{id}` records (SPEC §7).
 */

/** A `token-allowance` policy: at most `allowance` (smallest unit, hex or decimal) in all. */
export type SessionAllowancePolicy = {
  type: 'token-allowance'
  data: { allowance: `0x${string}` }
}

/** An ERC-20 token the session may transfer (`transfer(address,uint256)` calls to `address`). */
export type Erc20TransferPermission = {
  type: 'erc20-token-transfer'
  data: { address: `0x${string}`; ticker?: string }
  policies: readonly [SessionAllowancePolicy]
  required?: boolean
}

/** The chain's native currency the session may send (calls with a value and no data). */
export type NativeTransferPermission = {
  type: 'native-token-transfer'
  data: { ticker?: string }
  policies: readonly [SessionAllowancePolicy]
  required?: boolean
}

/** One permission this wallet grants, as the wallet answers it (amounts as hex). */
export type SessionPermission = Erc20TransferPermission | NativeTransferPermission

/** ERC-7715's signer: who the site says will use the permissions (recorded; the wallet signs). */
export type SessionSigner =
  | { type: 'account'; data: { id: `0x${string}` } }
  | { type: 'key'; data: { id: string } }
  | { type: 'keys'; data: { ids: string[] } }
  | { type: 'wallet' }

/** `wallet_grantPermissions`' answer (viem's `WalletGrantPermissionsReturnType`). */
export type GrantPermissionsAnswer = {
  /** Unix seconds. */
  expiry: number
  grantedPermissions: SessionPermission[]
  /** The session's id: pass it as `capabilities.permissions.context` of `wallet_sendCalls`. */
  permissionsContext: `0x${string}`
  signerData?: { submitToAddress: `0x${string}` }
}

/** A session's state on the server: revoked and expired sessions are never used again. */
export type SmartSessionStatus = 'active' | 'expired' | 'revoked'

/** One session as `GET /v1/sessions/{id}` lists it. */
export type SmartSessionInfo = {
  /** The permission context id (`permissionsContext`). */
  pci: `0x${string}`
  /** CAIP-10 id of the smart account. */
  account: string
  /** CAIP-2 id of the chain it was granted on. */
  chainId: string
  /** The site it was granted to (the page that embeds the wallet). */
  origin: string
  /** The EOA that owns the smart account (it signs the revoke message). */
  owner: `0x${string}`
  signer?: SessionSigner
  permissions: SessionPermission[]
  /** Per permission, in the same order: what the session spent, smallest unit, hex. */
  spent: `0x${string}`[]
  /** Unix seconds. */
  expiry: number
  createdAt: string
  revokedAt?: string
  status: SmartSessionStatus
}

/** `GET /v1/sessions/{id}`: the account's sessions, newest first. */
export type SmartSessionsAnswer = { sessions: SmartSessionInfo[] }

/** `POST /v1/sessions/{id}/revoke`'s body: the owner's signature over `sessionRevokeMessage`. */
export type RevokeSessionBody = { pci: `0x${string}`; signature: `0x${string}` }

/** One EIP-5792 call as `wallet_sendCalls` carries it. */
export type SessionCall = { to: string; data?: string | undefined; value?: string | undefined }
