/** Parameters every {@link LatchError} takes besides its short message. */
export type LatchErrorParameters = {
  /** The error that caused this one, if any. */
  cause?: unknown
  /** Technical details for developers (not shown to visitors). */
  details?: string
  /** Extra lines shown under the short message in developer output. */
  metaMessages?: string[]
}

/**
 * The root of every error Latch throws. `shortMessage` is the text for people (SPEC §8 texts
 * live on the subclasses, once); `cause` and `details` are for developers. Classify errors by
 * class (`instanceof`) or by `code`, never by message text.
 *
 * @example
 * try { await latch.connect(connector) } catch (error) {
 *   if (error instanceof LatchError) console.log(error.shortMessage)
 * }
 */
export class LatchError extends Error {
  override name = 'LatchError'
  /** The message for people, without the developer details. */
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: LatchErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof Error ? parameters.cause.message : undefined)
    const lines = [shortMessage, ...(parameters.metaMessages ?? [])]
    if (details && details !== shortMessage) lines.push(`Details: ${details}`)
    super(
      lines.join('\n'),
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
  }

  /**
   * Walks the `cause` chain and returns the deepest error, or the first one `predicate` accepts.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current) {
      if (predicate?.(current)) return current
      const next = (current as { cause?: unknown }).cause
      if (!next) return predicate ? null : current
      current = next
    }
    return predicate ? null : current
  }
}
