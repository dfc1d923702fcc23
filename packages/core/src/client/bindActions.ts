import type { Client } from './types.ts'

/** An action: a function of a client and its own parameters. */
// biome-ignore lint/suspicious/noExplicitAny: any action's parameters, whatever they are.
export type Action = (client: Client, ...parameters: any[]) => unknown

/** `action` as a client method: the same call without the client argument. */
export type BoundAction<action> = action extends (
  client: Client,
  ...parameters: infer parameters
) => infer result
  ? (...parameters: parameters) => result
  : never

/** Every action of `map` as a client method. */
export type BoundActions<map> = { [name in keyof map]: BoundAction<map[name]> }

/** What a lazy action's loader resolves with: its module, which exports the action by name. */
type LoadedAction<map, name extends keyof map> = map[name] extends () => Promise<infer module>
  ? name extends keyof module
    ? module[name]
    : never
  : never

/** Every lazily loaded action of `map` as a client method: it resolves once the code is in. */
export type BoundLazyActions<map> = {
  [name in keyof map]: BoundAction<LoadedAction<map, name>> extends (
    ...parameters: infer parameters
  ) => infer result
    ? (...parameters: parameters) => Promise<Awaited<result>>
    : never
}

/**
 * `action` with `client` bound. A call keeps the action's type parameters, which a mapped type
 * drops: generic actions (`open`) are bound with this one by one.
 */
export function bindAction<parameters extends unknown[], result>(
  client: Client,
  action: (client: Client, ...parameters: parameters) => result,
): (...parameters: parameters) => result {
  return (...parameters) => action(client, ...parameters)
}

/** Every action of `map` with `client` bound. */
export function bindActions<map extends Record<string, Action>>(
  client: Client,
  map: map,
): BoundActions<map> {
  const bound: Record<string, unknown> = {}
  for (const [name, action] of Object.entries(map)) bound[name] = bindAction(client, action)
  return bound as BoundActions<map>
}

/** Every lazily loaded action of `map` with `client` bound: each call awaits its module first. */
export function bindLazyActions<map extends Record<string, () => Promise<object>>>(
  client: Client,
  map: map,
): BoundLazyActions<map> {
  const bound: Record<string, unknown> = {}
  for (const [name, load] of Object.entries(map)) {
    bound[name] = (...parameters: unknown[]) =>
      load().then((module) => (module as Record<string, Action>)[name]!(client, ...parameters))
  }
  return bound as BoundLazyActions<map>
}
