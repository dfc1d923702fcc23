import { createServer } from 'node:net'
import { DevnetPortInUseError } from '../errors.ts'

/**
 * Resolves when `port` on `host` can be listened on, by briefly listening on it.
 *
 * anvil would also fail on a busy port, but only with a line of text; probing first gives the
 * caller a {@link DevnetPortInUseError} from the OS error code.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new DevnetPortInUseError(host, port, { cause: error })
          : error,
      )
    })
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()))
  })
}
