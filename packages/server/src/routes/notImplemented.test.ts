import { beforeAll, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'
import { NOT_IMPLEMENTED_ROUTES } from './notImplemented.ts'

let app: ReturnType<typeof createServerApp>
beforeAll(async () => {
  app = createServerApp({ db: await useTestDb() })
})

test.each(NOT_IMPLEMENTED_ROUTES)('%s %s answers 501 not_implemented', async (method, path) => {
  const concrete = path.replace(':name', 'alice').replace(':address', '0x0').replace(':id', 'abc')
  const response = await app.request(withProject(concrete), { method })
  expect(response.status).toBe(501)
  const body = (await response.json()) as { error: string; message: string }
  expect(body.error).toBe('not_implemented')
  expect(body.message).toContain(concrete.split('/').slice(0, 3).join('/'))
})
