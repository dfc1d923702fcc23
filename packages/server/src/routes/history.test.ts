import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let app: ReturnType<typeof createServerApp>
beforeAll(async () => {
  app = createServerApp({ db: await useTestDb() })
})
afterEach(() => {
  vi.restoreAllMocks()
})

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const history = (params: Record<string, string>) =>
  app.request(withProject(`/v1/account/${ADDRESS}/history`, params))

test('an account without transactions has an empty last page', async () => {
  const response = await history({})
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ data: [], next: null })
})

// Each passed the old cursor check and failed in PostgreSQL's casts: 500 and a logged stack.
test.each([
  ['a 20-digit block number', ['2024-01-01T00:00:00.000Z', 'eip155:1', '99999999999999999999', 0]],
  ['a tx index of 2^31', ['2024-01-01T00:00:00.000Z', 'eip155:1', '1', 2 ** 31]],
  ['a year Date.parse takes', ['+275760-09-13T00:00:00.000Z', 'eip155:1', '1', 0]],
  ['a free-form date', ['2020 foo', 'eip155:1', '1', 0]],
  ['a chain id holding NUL', ['2024-01-01T00:00:00.000Z', 'eip155:\u0000', '1', 0]],
])('400 invalid_cursor for %s, nothing logged', async (_, position) => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const response = await history({ cursor: cursor(position) })
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({
    error: 'invalid_cursor',
    message: 'cursor is not a cursor this server returned',
  })
  expect(error).not.toHaveBeenCalled()
})
