import { SiwxSessionRejectedError } from '../errors/siwx.ts'
import { siwxAccountKey } from './siwxAccountKey.ts'
import type { SiweConfig, SiwxConfig, SiwxSession } from './types.ts'

/**
 * The older EVM-only `siweConfig` as a {@link SiwxConfig} (what `createLatch` does with that
 * option): one session per site (the shape `getSession` answers), on eip155 only. `getNonce`
 * and `getMessageParams` make the fields, `verifyMessage` accepts or refuses a signed message,
 * `getSession` says which account is signed in, `signOut` ends it. Latch writes the message
 * itself (EIP-4361 exactly); `createMessage` is not called. Required unless `required: false`
 * (the older flow disconnected on cancel).
 */
export function fromSiweConfig(siwe: SiweConfig): SiwxConfig {
  // What the session the server keeps was signed with: getSession() only names the account.
  let signed: SiwxSession | undefined
  return {
    async createMessageFields(input) {
      const [nonce, params] = await Promise.all([
        siwe.getNonce(input.address),
        siwe.getMessageParams?.(),
      ])
      return {
        domain: params?.domain ?? input.domain,
        address: input.address,
        ...(params?.statement ? { statement: params.statement } : {}),
        uri: params?.uri ?? input.uri,
        version: '1',
        chainId: input.chainId,
        nonce,
        issuedAt: new Date().toISOString(),
        ...(params?.exp ? { expirationTime: params.exp } : {}),
        ...(params?.nbf ? { notBefore: params.nbf } : {}),
        ...(params?.resources?.length ? { resources: params.resources } : {}),
      }
    },
    async addSession(session) {
      const accepted = await siwe.verifyMessage({
        message: session.message,
        signature: session.signature,
      })
      if (!accepted) throw new SiwxSessionRejectedError({ code: 'invalid_signature' })
      signed = session
      siwe.onSignIn?.((await siwe.getSession()) ?? undefined)
      return session
    },
    async getSessions(account) {
      const current = await siwe.getSession()
      if (!current) return []
      const chainId = `eip155:${current.chainId}` as const
      const key = siwxAccountKey({ chainId, address: current.address })
      if (key !== siwxAccountKey(account)) return []
      if (signed && siwxAccountKey(signed.data) === key) return [signed]
      // Signed in an earlier page: the server knows the account, not the text it signed.
      return [{ data: { ...signedFields(current.address, chainId) }, message: '', signature: '' }]
    },
    async revokeSession(account) {
      const current = await siwe.getSession()
      const mine =
        current &&
        siwxAccountKey({ chainId: `eip155:${current.chainId}`, address: current.address }) ===
          siwxAccountKey(account)
      if (!mine) return
      signed = undefined
      await siwe.signOut()
      siwe.onSignOut?.()
    },
    getRequired: () => siwe.required ?? true,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
    namespaces: ['eip155'],
  }
}

/** The fields known of a session signed in an earlier page: its account and network. */
function signedFields(address: string, chainId: `eip155:${number}`) {
  return { domain: '', address, uri: '', version: '1' as const, chainId, nonce: '', issuedAt: '' }
}
