import type { WalletKit, WalletKitTypes } from '@reown/walletkit'
import type { AuthTypes } from '@walletconnect/types'
import type { LocalAccount } from 'viem'
import { WC_ERRORS } from './errors.ts'
import type { WalletConnectAuthenticationRecord, WalletConnectPolicy } from './types.ts'

type Kit = Awaited<ReturnType<typeof WalletKit.init>>

/**
 * Answers a `wc_sessionAuthenticate` request (one-click sign-in): under `approve` it signs, for
 * each requested chain it offers, the CAIP-122 message the SDK formats from the request (EIP-191
 * with the dev key) and approves with those CACAOs — the session and the sign-in in one answer;
 * under `reject` it declines with WalletConnect code 5000. `record` gets the messages it signed.
 */
export async function answerSessionAuthenticate(
  kit: Kit,
  account: LocalAccount,
  offered: readonly string[],
  policy: WalletConnectPolicy,
  { id, params }: WalletKitTypes.SessionAuthenticate,
  record: WalletConnectAuthenticationRecord,
): Promise<'approved' | 'rejected'> {
  const { authPayload } = params
  if (policy === 'reject') {
    await kit.rejectSessionAuthenticate({ id, reason: WC_ERRORS.USER_REJECTED })
    record.decision = 'rejected'
    return 'rejected'
  }
  const chains = authPayload.chains.filter((chain) => offered.includes(chain))
  if (!chains.length) {
    await kit.rejectSessionAuthenticate({ id, reason: WC_ERRORS.UNSUPPORTED_CHAINS })
    record.decision = 'rejected'
    return 'rejected'
  }
  const auths: AuthTypes.Cacao[] = []
  for (const chain of chains) {
    // did:pkh with the EIP-55 address: EIP-4361 wants the checksummed form in the message.
    const iss = `did:pkh:${chain}:${account.address}`
    const message = kit.formatAuthMessage({ request: authPayload, iss })
    const signature = await account.signMessage({ message })
    record.messages.push(message)
    auths.push(toCacao(authPayload, iss, signature))
  }
  await kit.approveSessionAuthenticate({ id, auths })
  record.decision = 'approved'
  return 'approved'
}

/** The CACAO of one signed chain: the request's fields as signed, `iss` and the signature. */
function toCacao(
  payload: AuthTypes.PayloadParams,
  iss: string,
  signature: string,
): AuthTypes.Cacao {
  const { domain, aud, version, nonce, iat, statement, requestId, resources, nbf, exp } = payload
  return {
    h: { t: 'caip122' },
    p: {
      iss,
      domain,
      ...(aud ? { aud } : {}),
      version,
      nonce,
      iat,
      ...(statement ? { statement } : {}),
      ...(requestId ? { requestId } : {}),
      ...(resources ? { resources } : {}),
      ...(nbf ? { nbf } : {}),
      ...(exp ? { exp } : {}),
    },
    s: { t: 'eip191', s: signature },
  }
}
