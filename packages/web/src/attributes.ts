import type { ChainNamespace } from '@latch/core'
import type { AccountButtonProps, ConnectButtonProps, NetworkButtonProps } from '@latch/react'
import type { LatchElementKind } from './tags.ts'

const NAMESPACES: readonly string[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']

/** Reads attributes: the element itself, or any `getAttribute` (a test's stand-in). */
type AttributeSource = Pick<Element, 'getAttribute'>

export type ButtonProps =
  | { kind: 'connect'; props: ConnectButtonProps }
  | { kind: 'account'; props: AccountButtonProps }
  | { kind: 'network'; props: NetworkButtonProps }

/**
 * The React button's props from an element's attributes. An attribute left out, or with a
 * value the button doesn't take, leaves the button's default: `size` is `sm` or `md`,
 * `balance="false"` hides the balance, `namespace` is a CAIP-2 namespace (`eip155`, `solana` …).
 *
 * @example
 * buttonProps('connect', element) // <latch-connect-button label="Sign in" size="sm">
 * // → { kind: 'connect', props: { label: 'Sign in', size: 'sm' } }
 */
export function buttonProps(kind: LatchElementKind, element: AttributeSource): ButtonProps {
  const size = element.getAttribute('size')
  const common: NetworkButtonProps = size === 'sm' || size === 'md' ? { size } : {}
  if (kind === 'network') return { kind, props: common }
  const namespace = element.getAttribute('namespace')
  const account: AccountButtonProps = {
    ...common,
    ...(namespace !== null && NAMESPACES.includes(namespace)
      ? { namespace: namespace as ChainNamespace }
      : {}),
    ...(element.getAttribute('balance') === 'false' ? { balance: false } : {}),
  }
  if (kind === 'account') return { kind, props: account }
  const label = element.getAttribute('label')
  const loadingLabel = element.getAttribute('loading-label')
  return {
    kind,
    props: {
      ...account,
      ...(label ? { label } : {}),
      ...(loadingLabel ? { loadingLabel } : {}),
    },
  }
}
