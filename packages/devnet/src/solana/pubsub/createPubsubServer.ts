import { type WebSocket, WebSocketServer } from 'ws'
import type { TransactionRecord } from '../chain/createSolanaChain.ts'
import type { RpcContext } from '../rpc/context.ts'
import { answerBody } from '../rpc/handleJsonRpc.ts'
import { stringifyJson } from '../rpc/json.ts'
import { paramList } from '../rpc/params.ts'
import { RPC_ERROR, RpcError } from '../rpc/RpcError.ts'
import { type Subscription, subscribeMethods } from './subscriptions.ts'

/** Slot length while anyone watches slots, as on a cluster. */
export const SLOT_INTERVAL_MS = 400

/**
 * The PubSub (JSON-RPC over WebSocket) server, on its own port like a validator's.
 *
 * Slots advance with every landed transaction; while at least one slot (or root) subscription
 * exists they also advance every {@link SLOT_INTERVAL_MS}, so subscribers see a live clock
 * without an idle devnet burning blockhashes.
 */
export function createPubsubServer(
  context: RpcContext,
  listen: { host: string; port: number },
  log: (message: string) => void,
): Promise<{ server: WebSocketServer; close(): Promise<void> }> {
  const { chain } = context
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0
  let slotTimer: NodeJS.Timeout | null = null

  const notify = (subscription: Subscription, method: string, result: unknown) => {
    if (subscription.socket.readyState !== subscription.socket.OPEN) return
    subscription.socket.send(
      stringifyJson({ jsonrpc: '2.0', method, params: { result, subscription: subscription.id } }),
    )
  }
  const updateSlotTimer = () => {
    const watching = [...subscriptions.values()].some((s) => s.kind === 'slot' || s.kind === 'root')
    if (watching && !slotTimer) slotTimer = setInterval(chain.advanceSlot, SLOT_INTERVAL_MS)
    if (!watching && slotTimer) {
      clearInterval(slotTimer)
      slotTimer = null
    }
  }
  const methods = subscribeMethods({
    context,
    subscriptions,
    notify,
    nextId: () => ++nextId,
    changed: updateSlotTimer,
  })

  const offSlot = chain.onSlot((info) => {
    for (const s of subscriptions.values()) {
      if (s.kind === 'slot') notify(s, 'slotNotification', info)
      if (s.kind === 'root') notify(s, 'rootNotification', info.root)
    }
  })
  const offTransaction = chain.onTransaction((record: TransactionRecord) => {
    const touched = new Set(record.accountKeys)
    for (const s of [...subscriptions.values()]) {
      if (s.kind === 'signature' && s.signature === record.signature) s.deliver(record)
      if (s.kind === 'account' && touched.has(s.address)) s.check(record.slot)
    }
  })

  const wss = new WebSocketServer({ host: listen.host, port: listen.port })
  wss.on('connection', (socket: WebSocket) => {
    // A broken frame must not take the devnet down (an unheard 'error' event would throw).
    socket.on('error', (error) => log(`solana pubsub socket error: ${error.message}`))
    socket.on('message', (data) => {
      const dispatch = (method: string, params: unknown) => {
        const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
        if (!handler) throw new RpcError(RPC_ERROR.methodNotFound, 'Method not found')
        // The handler returns the response result plus work to do after the response is sent.
        const { result, after } = handler(paramList(params), socket)
        if (after) queueMicrotask(after)
        return result
      }
      const reply = answerBody(data.toString(), dispatch, (error) =>
        log(`solana pubsub internal error: ${String(error)}`),
      )
      if (reply !== null) socket.send(reply)
    })
    socket.on('close', () => {
      for (const [id, s] of subscriptions) if (s.socket === socket) subscriptions.delete(id)
      updateSlotTimer()
    })
  })

  return new Promise((resolve, reject) => {
    wss.once('error', reject)
    wss.once('listening', () => {
      wss.off('error', reject)
      wss.on('error', (error) => log(`solana pubsub server error: ${error.message}`))
      resolve({
        server: wss,
        close: () =>
          new Promise<void>((done) => {
            offSlot()
            offTransaction()
            if (slotTimer) clearInterval(slotTimer)
            slotTimer = null
            for (const client of wss.clients) client.terminate()
            wss.close(() => done())
          }),
      })
    })
  })
}
