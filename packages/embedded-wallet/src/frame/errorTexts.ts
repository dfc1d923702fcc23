// The texts the frame gives its refusals, by code (the frame's and the server's). The modal shows
// them in its own language from its `errors` catalogue (keys `EmbeddedWalletRequestError.<code>`),
// whose English entries a test checks against these tables: keep them pure data.

/** SPEC §8 texts by the server's (or the frame's) code; other codes keep the server's message. */
export const SOCIAL_ERROR_TEXTS: Readonly<Record<string, string>> = {
  unknown_provider: 'Failed to initiate social connection',
  provider_unavailable: 'Failed to initiate social connection',
  provider_rejected: 'Connection rejected',
  jwt_not_yet_valid: 'JWT validation error',
  // The flow is gone, used, or not the one this result belongs to: an invalid session.
  flow_not_found: 'Session Expired',
  flow_used: 'Session Expired',
  state_mismatch: 'Session Expired',
  no_login: 'Session Expired',
  token_exchange_failed: 'Failed to connect',
  id_token_invalid: 'Failed to connect',
}

/** Texts for the visitor by code (the frame's and the server's). */
export const PASSKEY_TEXTS: Readonly<Record<string, string>> = {
  passkey_cancelled: 'The passkey request was cancelled',
  passkey_exists: 'This passkey is already added to your wallet',
  passkey_unavailable: 'Passkeys are not available in this browser',
  passkey_no_prf:
    'This passkey can’t protect a recovery share (its provider has no PRF support). Try another one.',
  passkey_blob_unwritten: 'The passkey did not keep the wallet’s recovery key. Try again.',
  passkey_rejected: 'The passkey was not accepted. Try again.',
  unknown_passkey: 'This passkey belongs to no wallet on this site',
  passkey_other_account: 'This passkey belongs to another account',
  too_many_passkeys: 'This wallet has the most passkeys it can hold',
  passkey_seal_invalid: 'This passkey cannot open the wallet’s recovery share',
  flow_not_found: 'The passkey request expired. Try again.',
  origin_not_allowed: 'Passkeys are not allowed for this site',
  no_wallet: 'This account has no wallet yet',
}
