import { describe, expect, it } from 'vitest'
import { buttonProps } from './attributes.ts'

const element = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
})

describe('buttonProps', () => {
  it('maps every attribute of <latch-connect-button> to ConnectButton props', () => {
    expect(
      buttonProps(
        'connect',
        element({
          label: 'Sign in',
          'loading-label': 'Signing in…',
          size: 'sm',
          namespace: 'solana',
          balance: 'false',
        }),
      ),
    ).toEqual({
      kind: 'connect',
      props: {
        label: 'Sign in',
        loadingLabel: 'Signing in…',
        size: 'sm',
        namespace: 'solana',
        balance: false,
      },
    })
  })

  it('leaves out what is absent or not a value the button takes: its defaults apply', () => {
    expect(
      buttonProps('connect', element({ size: 'large', namespace: 'EIP155', balance: 'true' })),
    ).toEqual({ kind: 'connect', props: {} })
    expect(buttonProps('account', element({ label: 'ignored', size: 'md' }))).toEqual({
      kind: 'account',
      props: { size: 'md' },
    })
    expect(buttonProps('network', element({ balance: 'false', size: 'sm' }))).toEqual({
      kind: 'network',
      props: { size: 'sm' },
    })
  })
})
