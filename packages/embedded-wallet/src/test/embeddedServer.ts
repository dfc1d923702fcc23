// A Latch server with its frame origin for the frame's dispatcher tests: PGlite in memory, the
// login mails captured into `mails`, test share keys, no indexer or relay.
import { type RunningServer, startServer } from '@latch/server'

/** A mail the server sent (login codes, device links, email-change codes). */
export type CapturedMail = { to: string; subject: string; text: string; html: string }

export type EmbeddedTestServerOptions = {
  /** Where the server's mails go. */
  mails: CapturedMail[]
  /** The API's port and the frame origin's. @defaultValue 0 and 0 (free ports) */
  port?: number
  framePort?: number
  /** EVM chains the server knows. @defaultValue none */
  chains?: { chainId: number; rpcUrl: string }[]
}

export function startEmbeddedTestServer(
  options: EmbeddedTestServerOptions,
): Promise<RunningServer> {
  const { mails } = options
  return startServer({
    host: '127.0.0.1',
    port: options.port ?? 0,
    dataDir: ':memory:',
    chains: options.chains ?? [],
    indexer: { enabled: false },
    relay: false,
    frame: { port: options.framePort ?? 0, host: '127.0.0.1' },
    embeddedWallet: {
      mailer: {
        async send(mail: CapturedMail) {
          mails.push(mail)
        },
        close() {},
      },
      // Test keys (in memory: no key file).
      shareKey: '01'.repeat(32),
      recoveryKey: '02'.repeat(32),
    },
  } as Parameters<typeof startServer>[0])
}
