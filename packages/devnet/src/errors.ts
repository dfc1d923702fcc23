/** Why the devnet failed. */
export type DevnetErrorCode =
  | 'port-in-use'
  | 'invalid-options'
  | 'anvil-failed'
  | 'compile-failed'
  | 'deploy-failed'
  | 'revert-failed'
  | 'bundler-failed'

/** Base class of every devnet error; `code` says which failure it is. */
export class DevnetError extends Error {
  override name = 'DevnetError'
  readonly code: DevnetErrorCode
  /** Extra text for people, such as anvil's own output. */
  readonly details: string | undefined

  constructor(
    code: DevnetErrorCode,
    message: string,
    options: { cause?: unknown; details?: string } = {},
  ) {
    super(options.details ? `${message}\n\n${options.details}` : message, { cause: options.cause })
    this.code = code
    this.details = options.details
  }
}

/** A port the devnet should listen on is taken by another process. */
export class DevnetPortInUseError extends DevnetError {
  override name = 'DevnetPortInUseError'
  readonly host: string
  readonly port: number

  constructor(host: string, port: number, options: { cause?: unknown } = {}) {
    super(
      'port-in-use',
      `Port ${port} on ${host} is already in use, so the devnet cannot listen there. ` +
        'Stop whatever uses it, or pick another port (0 picks a free one).',
      options,
    )
    this.host = host
    this.port = port
  }
}

/** Options the devnet cannot work with (a port out of range, twice the same port …). */
export class DevnetOptionsError extends DevnetError {
  override name = 'DevnetOptionsError'

  constructor(message: string) {
    super('invalid-options', message)
  }
}

/** anvil did not start, exited early or its RPC did not answer in time. */
export class DevnetAnvilError extends DevnetError {
  override name = 'DevnetAnvilError'

  constructor(message: string, options: { cause?: unknown; details?: string } = {}) {
    super('anvil-failed', message, options)
  }
}

/** solc reported errors in packages/devnet/contracts. */
export class DevnetCompileError extends DevnetError {
  override name = 'DevnetCompileError'

  constructor(details: string) {
    super('compile-failed', 'The devnet contracts failed to compile.', { details })
  }
}

/** A devnet contract did not end up at its expected address. */
export class DevnetDeployError extends DevnetError {
  override name = 'DevnetDeployError'

  constructor(message: string, options: { cause?: unknown } = {}) {
    super('deploy-failed', message, options)
  }
}

/** anvil refused to revert to a snapshot (unknown or already used snapshot id). */
export class DevnetRevertError extends DevnetError {
  override name = 'DevnetRevertError'

  constructor(chainId: number, snapshotId: string) {
    super(
      'revert-failed',
      `Chain ${chainId} could not revert to snapshot ${snapshotId}: anvil does not know it. ` +
        'A snapshot can be reverted to once; take a new one after each revert.',
    )
  }
}

/** The ERC-4337 bundler (alto) did not start, exited early or did not answer in time. */
export class DevnetBundlerError extends DevnetError {
  override name = 'DevnetBundlerError'

  constructor(message: string, options: { cause?: unknown; details?: string } = {}) {
    super('bundler-failed', message, options)
  }
}
