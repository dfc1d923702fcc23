/** A stored oidc-provider model (session, interaction, code, token, grant …). */
type Payload = Record<string, unknown> & {
  grantId?: string
  userCode?: string
  uid?: string
  consumed?: number
}

type Entry = { payload: Payload; expiresAt: number }

/**
 * oidc-provider's storage for the local identity provider: in memory (it lives as long as the
 * devnet), one map per model, entries expiring with their `expiresIn`.
 */
export class MemoryAdapter {
  readonly #store: Map<string, Entry>

  /** `stores`: one issuer's maps by model name. */
  constructor(stores: Map<string, Map<string, Entry>>, model: string) {
    let store = stores.get(model)
    if (!store) {
      store = new Map()
      stores.set(model, store)
    }
    this.#store = store
  }

  async upsert(id: string, payload: Payload, expiresIn: number): Promise<void> {
    this.#purge()
    this.#store.set(id, { payload, expiresAt: Date.now() + expiresIn * 1000 })
  }

  async find(id: string): Promise<Payload | undefined> {
    const entry = this.#store.get(id)
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    return this.#findBy((payload) => payload.uid === uid)
  }

  async findByUserCode(userCode: string): Promise<Payload | undefined> {
    return this.#findBy((payload) => payload.userCode === userCode)
  }

  async consume(id: string): Promise<void> {
    const entry = this.#store.get(id)
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
  }

  async destroy(id: string): Promise<void> {
    this.#store.delete(id)
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.#store) {
      if (entry.payload.grantId === grantId) this.#store.delete(id)
    }
  }

  #findBy(test: (payload: Payload) => boolean): Payload | undefined {
    const now = Date.now()
    for (const entry of this.#store.values()) {
      if (entry.expiresAt > now && test(entry.payload)) return entry.payload
    }
    return undefined
  }

  #purge(): void {
    const now = Date.now()
    for (const [id, entry] of this.#store) if (entry.expiresAt <= now) this.#store.delete(id)
  }
}
