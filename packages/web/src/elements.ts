import type { LatchClient } from '@latch/core'
import { connectElement, disconnectElement, getDefaultLatch, updateElement } from './mount.tsx'
import { LATCH_ELEMENTS, type LatchElementKind, OBSERVED_ATTRIBUTES } from './tags.ts'

/**
 * A Latch element: `<latch-connect-button>`, `<latch-account-button>` or
 * `<latch-network-button>`. It renders the same button as `@latch/react` into itself.
 */
export interface LatchElement extends HTMLElement {
  /**
   * The client this element renders with: the one set here, else the page's default (the first
   * client `createLatch` made). Set it to use another client for this element.
   */
  latch: LatchClient | undefined
}

/**
 * Defines `<latch-connect-button>`, `<latch-account-button>` and `<latch-network-button>`.
 * `createLatch` from `@latch/web` calls it; safe to call again (an element already defined, by
 * this copy or another, is left as it is) and a no-op where there is no `customElements`
 * (server rendering).
 *
 * @example
 * defineLatchElements()
 * document.body.append(document.createElement('latch-connect-button'))
 */
export function defineLatchElements(): void {
  if (typeof customElements === 'undefined') return
  for (const [kind, tag] of Object.entries(LATCH_ELEMENTS) as [LatchElementKind, string][]) {
    if (!customElements.get(tag)) customElements.define(tag, elementClass(kind))
  }
}

// A class per kind, made when defined: `extends HTMLElement` would fail on import in Node.
function elementClass(kind: LatchElementKind): CustomElementConstructor {
  return class extends HTMLElement implements LatchElement {
    static observedAttributes = OBSERVED_ATTRIBUTES[kind]
    readonly latchKind = kind
    #latch: LatchClient | undefined

    constructor() {
      super()
      // `element.latch = client` set before the element was defined is an own property that
      // hides the accessor: take its value and remove it.
      if (Object.hasOwn(this, 'latch')) {
        const client = (this as { latch?: LatchClient }).latch
        delete (this as { latch?: LatchClient }).latch
        this.#latch = client
      }
    }

    get ownLatch(): LatchClient | undefined {
      return this.#latch
    }

    get latch(): LatchClient | undefined {
      return this.#latch ?? getDefaultLatch()
    }

    set latch(client: LatchClient | undefined) {
      this.#latch = client
      if (this.isConnected) connectElement(this)
    }

    connectedCallback() {
      connectElement(this)
    }

    disconnectedCallback() {
      disconnectElement(this)
    }

    attributeChangedCallback() {
      updateElement(this)
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'latch-connect-button': LatchElement
    'latch-account-button': LatchElement
    'latch-network-button': LatchElement
  }
}
