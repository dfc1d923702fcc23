import type { AuthTypes } from '@walletconnect/types'
import { expect, test } from 'vitest'
import { toSignIns } from './toSignIns.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const cacao = (iss: string, statement = 'Sign in.'): AuthTypes.Cacao => ({
  h: { t: 'caip122' },
  p: {
    iss,
    domain: 'shop.example',
    aud: 'https://shop.example/',
    version: '1',
    nonce: 'n0nce123',
    iat: '2026-11-25T16:00:00.000Z',
    statement,
  },
  s: { t: 'eip191', s: '0xsig' },
})

/** Stands in for the SDK's formatter: refuses a statement with a line break, as it does. */
const format = ({ request, iss }: { request: AuthTypes.BaseAuthRequestParams; iss: string }) => {
  if (request.statement?.includes('\n')) throw new Error('Statement must not contain line breaks')
  return `${request.domain} ${iss} ${request.statement}`
}

test('each CACAO: its chain and account from did:pkh, the formatted text, the signature', () => {
  const answer = cacao(`did:pkh:eip155:31338:${ADDRESS}`)
  expect(toSignIns([answer], format)).toEqual([
    {
      chainId: 'eip155:31338',
      address: ADDRESS,
      message: `shop.example did:pkh:eip155:31338:${ADDRESS} Sign in.`,
      signature: '0xsig',
      cacao: answer,
    },
  ])
})

test('a CACAO whose iss is no did:pkh account, or whose payload makes no message, is left out', () => {
  const good = cacao(`did:pkh:eip155:1:${ADDRESS}`)
  const signIns = toSignIns(
    [
      cacao(`did:key:z6Mk${ADDRESS}`),
      cacao(`did:pkh:eip155:${ADDRESS}`),
      cacao(`did:pkh:eip155:1:${ADDRESS}`, 'two\nlines'),
      good,
    ],
    format,
  )
  expect(signIns.map((signIn) => signIn.cacao)).toEqual([good])
  expect(toSignIns(undefined, format)).toEqual([])
})
