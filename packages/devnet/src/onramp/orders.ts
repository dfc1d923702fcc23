import { type Address, type Hash, isAddress } from 'viem'
import type { OnrampAsset } from './assets.ts'
import { creditPurchase } from './credit.ts'
import { formatCents, formatUnitsFixed, type OnrampMethod, type OnrampPrice } from './pricing.ts'

/** Orders a stand-in keeps (oldest forgotten first). */
const MAX_ORDERS = 10_000

/** One purchase at a stand-in. */
export type StandInOrder = {
  id: string
  status: 'pending' | 'completed' | 'failed'
  asset: OnrampAsset
  address: Address
  price: OnrampPrice
  method: OnrampMethod
  txHash?: Hash | undefined
  /** Set while the credit is under way: a second Pay waits for the first. */
  paying?: Promise<void> | undefined
}

/** What `GET /orders/{id}` answers (the contract's order status). */
export type StandInOrderStatus = {
  id: string
  status: StandInOrder['status']
  purchaseAmount: string
  currency: string
  network: string
  address: string
  paymentTotal: string
  fiatCurrency: string
  paymentMethod: OnrampMethod
  txHash?: string
}

/** The orders of one stand-in, in memory. */
export class OrderBook {
  readonly #orders = new Map<string, StandInOrder>()

  constructor(
    /** Whose treasury pays out. */
    readonly treasury: Address,
  ) {}

  get(id: string): StandInOrder | undefined {
    return this.#orders.get(id)
  }

  /** The order `id`, made on first sight (a widget page opened again shows the same order). */
  open(order: Omit<StandInOrder, 'status'>): StandInOrder {
    const known = this.#orders.get(order.id)
    if (known) return known
    if (!isAddress(order.address)) throw new Error('not an address')
    const created: StandInOrder = { ...order, status: 'pending' }
    this.#orders.set(order.id, created)
    if (this.#orders.size > MAX_ORDERS) {
      this.#orders.delete(this.#orders.keys().next().value as string)
    }
    return created
  }

  /**
   * Pays a pending order: credits exactly its purchase to its address and marks it completed (or
   * failed when the chain refuses). Paying a paid order changes nothing.
   */
  async pay(order: StandInOrder, method: OnrampMethod): Promise<StandInOrder> {
    if (order.status !== 'pending') return order
    order.paying ??= (async () => {
      order.method = method
      try {
        order.txHash = await creditPurchase(
          order.asset,
          this.treasury,
          order.address,
          order.price.baseUnits,
        )
        order.status = 'completed'
      } catch {
        order.status = 'failed'
      }
    })()
    await order.paying
    return order
  }
}

/** The order as the status API shows it. */
export function orderStatus(order: StandInOrder): StandInOrderStatus {
  return {
    id: order.id,
    status: order.status,
    purchaseAmount: formatUnitsFixed(order.price.baseUnits, order.asset),
    currency: order.asset.symbol,
    network: order.asset.network,
    address: order.address,
    paymentTotal: formatCents(order.price.totalCents),
    fiatCurrency: order.price.fiat,
    paymentMethod: order.method,
    ...(order.txHash && { txHash: order.txHash }),
  }
}
