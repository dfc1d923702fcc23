import type { WebSocket } from 'ws'
import { toBase64 } from '../chain/base58.ts'
import type { TransactionRecord } from '../chain/createSolanaChain.ts'
import type { AccountState } from '../chain/readAccount.ts'
import { SYSTEM_PROGRAM_ADDRESS } from '../constants.ts'
import type { RpcContext } from '../rpc/context.ts'
import { accountEncodingOptions, encodeAccount } from '../rpc/encodeAccount.ts'
import {
  addressParam,
  booleanField,
  checkCommitment,
  configParam,
  signatureParam,
} from '../rpc/params.ts'
import { RPC_ERROR, RpcError } from '../rpc/RpcError.ts'

/** Delay of the notification for a signature that landed before the subscription. */
export const LANDED_NOTIFY_DELAY_MS = 20

type Base = { id: number; socket: WebSocket }

/** One live subscription of one socket. */
export type Subscription =
  | (Base & { kind: 'slot' | 'root' })
  | (Base & { kind: 'signature'; signature: string; deliver(record: TransactionRecord): void })
  | (Base & { kind: 'account'; address: string; check(slot: bigint): void })

type PubsubMethod = (
  params: unknown[],
  socket: WebSocket,
) => { result: unknown; after?: () => void }

type Deps = {
  context: RpcContext
  subscriptions: Map<number, Subscription>
  notify(subscription: Subscription, method: string, result: unknown): void
  nextId(): number
  /** Called after subscriptions were added or removed. */
  changed(): void
}

// What a closed account is notified as: zero lamports, no data, owned by System.
const CLOSED_ACCOUNT: AccountState = {
  lamports: 0n,
  data: new Uint8Array(),
  owner: SYSTEM_PROGRAM_ADDRESS,
  executable: false,
}

function fingerprint(account: AccountState | null): string {
  if (!account) return 'none'
  return `${account.lamports}|${account.owner}|${account.executable}|${toBase64(account.data)}`
}

/** The subscribe/unsubscribe methods of the PubSub endpoint. */
export function subscribeMethods(deps: Deps): Record<string, PubsubMethod> {
  const { context, subscriptions, notify, nextId, changed } = deps
  const { chain } = context

  const add = (subscription: Subscription) => {
    subscriptions.set(subscription.id, subscription)
    changed()
    return subscription.id
  }
  const unsubscribe =
    (kind: Subscription['kind']): PubsubMethod =>
    (params, socket) => {
      const id = params[0]
      const found = typeof id === 'number' ? subscriptions.get(id) : undefined
      if (!found || found.kind !== kind || found.socket !== socket) {
        throw new RpcError(RPC_ERROR.invalidParams, 'Invalid subscription id.')
      }
      subscriptions.delete(found.id)
      changed()
      return { result: true }
    }

  const signatureSubscribe: PubsubMethod = (params, socket) => {
    const signature = signatureParam(params[0])
    const config = configParam(params[1])
    checkCommitment(config)
    const received = booleanField(config, 'enableReceivedNotification', false)
    const id = nextId()
    const subscription: Subscription = {
      kind: 'signature',
      id,
      socket,
      signature,
      deliver(record) {
        if (!subscriptions.has(id)) return
        if (received) {
          notify(subscription, 'signatureNotification', {
            context: { slot: record.slot },
            value: 'receivedSignature',
          })
        }
        // One notification, then the subscription ends (validator behaviour).
        subscriptions.delete(id)
        notify(subscription, 'signatureNotification', {
          context: { slot: record.slot },
          value: { err: record.err },
        })
        changed()
      },
    }
    add(subscription)
    const landed = chain.transaction(signature)
    // Deliver a little after the reply: clients attach their listener only once the reply
    // arrives, and a notification read in the same chunk would be dropped (e.g. by kit).
    const after =
      landed && (() => setTimeout(() => subscription.deliver(landed), LANDED_NOTIFY_DELAY_MS))
    return { result: id, after }
  }

  const accountSubscribe: PubsubMethod = (params, socket) => {
    const address = addressParam(params[0])
    const config = configParam(params[1])
    checkCommitment(config)
    const options = accountEncodingOptions(config, 'binary')
    let last = fingerprint(chain.getAccount(address))
    const subscription: Subscription = {
      kind: 'account',
      id: nextId(),
      socket,
      address,
      check(slot) {
        const account = chain.getAccount(address)
        const now = fingerprint(account)
        if (now === last) return
        last = now
        notify(subscription, 'accountNotification', {
          context: { slot },
          value: encodeAccount(chain.svm, account ?? CLOSED_ACCOUNT, options),
        })
      },
    }
    return { result: add(subscription) }
  }

  const plain =
    (kind: 'slot' | 'root'): PubsubMethod =>
    (_params, socket) => ({ result: add({ kind, id: nextId(), socket }) })

  return {
    signatureSubscribe,
    signatureUnsubscribe: unsubscribe('signature'),
    accountSubscribe,
    accountUnsubscribe: unsubscribe('account'),
    slotSubscribe: plain('slot'),
    slotUnsubscribe: unsubscribe('slot'),
    rootSubscribe: plain('root'),
    rootUnsubscribe: unsubscribe('root'),
  }
}
