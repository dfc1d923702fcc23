import { ProviderRpcError, RPC_ERROR_CODE } from '@latch/test-wallet'
import {
  createKeyPairFromBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  type SignatureBytes,
  signBytes,
  type Transaction,
  type TransactionMessageBytes,
} from '@solana/kit'
import type { LegacySolanaProvider } from '../src/legacy/findLegacyProvider.ts'

/**
 * A pre-Wallet-Standard provider in Phantom's shape (`window.solana`): connect with
 * `onlyIfTrusted`, `signMessage(bytes, 'utf8')`, `request({ method: 'signAndSendTransaction',
 * params: { message } })` with a base58 legacy message, and `accountChanged` / `disconnect`
 * events. Signs with a dev key and sends to `rpcUrl`.
 */
const userRejected = () =>
  new ProviderRpcError(RPC_ERROR_CODE.userRejected, 'User rejected the request.')

export async function createLegacyTestProvider({
  secretKey,
  rpcUrl,
}: {
  secretKey: string
  rpcUrl: string
}) {
  const key = await createKeyPairFromBytes(getBase58Encoder().encode(secretKey))
  const address = await getAddressFromPublicKey(key.publicKey)
  const publicKey = { toBase58: () => address, toString: () => address }
  const listeners = new Map<string, Set<(...arguments_: never[]) => void>>()
  const emit = (event: string, ...values: unknown[]) => {
    for (const listener of listeners.get(event) ?? [])
      (listener as (...v: unknown[]) => void)(...values)
  }
  let trusted = false
  let policy: 'approve' | 'reject' = 'approve'
  const requests: string[] = []

  const provider: LegacySolanaProvider & { isLatchTestWallet: true; isPhantom: true } = {
    isLatchTestWallet: true,
    isPhantom: true,
    publicKey: null,
    async connect({ onlyIfTrusted = false } = {}) {
      requests.push(onlyIfTrusted ? 'connect(onlyIfTrusted)' : 'connect')
      if (onlyIfTrusted ? !trusted : policy === 'reject') throw userRejected()
      trusted = true
      provider.publicKey = publicKey
      emit('connect', publicKey)
      return { publicKey }
    },
    async disconnect() {
      requests.push('disconnect')
      trusted = false
      provider.publicKey = null
      emit('disconnect')
    },
    async signMessage(message) {
      requests.push('signMessage')
      if (policy === 'reject') throw userRejected()
      return { signature: await signBytes(key.privateKey, message) }
    },
    async request({ method, params }) {
      requests.push(method)
      if (method !== 'signAndSendTransaction')
        throw new ProviderRpcError(RPC_ERROR_CODE.unsupportedMethod, method)
      if (policy === 'reject') throw userRejected()
      const { message } = params as { message: string }
      const messageBytes = getBase58Encoder().encode(message) as TransactionMessageBytes
      const signature = await signBytes(key.privateKey, messageBytes)
      // A single-signer legacy message: the fee payer's signature is the only one.
      const transaction: Transaction = {
        messageBytes,
        signatures: { [address]: signature as SignatureBytes },
      } as Transaction
      const sent = await createSolanaRpc(rpcUrl)
        .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
        .send()
      return { signature: sent, publicKey }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    provider,
    address,
    requests,
    setPolicy(next: 'approve' | 'reject') {
      policy = next
    },
    /** The visitor switches to an account the site may not see. */
    switchToUntrustedAccount() {
      provider.publicKey = null
      emit('accountChanged', null)
    },
  }
}
