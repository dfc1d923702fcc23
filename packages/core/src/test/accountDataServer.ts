import type { Answer, RecordedRequest } from './startHttpServer.ts'
import { startHttpServer } from './startHttpServer.ts'

/**
 * A blockchain API for the Account-view data tests: answers from `routes` (first matching path
 * prefix wins), else 404. `served` lists the CAIP-2 ids of /v1/supported-chains.
 */
export async function startAccountDataServer(
  routes: Record<string, (request: RecordedRequest) => Answer>,
  served: string[] = ['eip155:31337', 'eip155:31338'],
) {
  const all: Record<string, (request: RecordedRequest) => Answer> = {
    '/v1/supported-chains': () => ({ status: 200, body: { http: served, ws: [] } }),
    '/v1/identity/': () => ({ status: 200, body: { name: null, avatar: null } }),
    ...routes,
  }
  const server = await startHttpServer((request) => {
    const match = Object.keys(all)
      .filter((prefix) => request.path.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0]
    return match ? all[match]!(request) : { status: 404, body: { error: 'not found' } }
  })
  const asked = (prefix: string) => server.requests.filter((r) => r.path.startsWith(prefix))
  return { ...server, asked }
}
