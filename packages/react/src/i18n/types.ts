/**
 * A text that depends on a count: one form per plural category the language has (`Intl.PluralRules`),
 * `other` always. `{count}` in a form is replaced by the count, written the locale's way.
 */
export type PluralMessage = { readonly other: string } & {
  readonly [category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string
}

/** One entry of a catalogue: a text (with `{name}` placeholders) or a plural. */
export type Message = string | PluralMessage

/** One namespace of a catalogue: the texts of a view or a part of the modal. */
export type Messages = { readonly [key: string]: Message }

/**
 * What a language gives for an English namespace: every key, a text for a text and a plural for
 * a plural. `satisfies Translation<typeof sendMessages>` makes the compiler catch a missing key.
 */
export type Translation<M extends Messages> = {
  readonly [K in keyof M]: M[K] extends string ? string : PluralMessage
}

/** A whole language: its translation of each namespace. */
export type Catalogue = { readonly [namespace: string]: Messages }

/** A language's translation of one group of English namespaces (`i18n/english/<group>.ts`). */
export type GroupTranslation<G extends { readonly [namespace: string]: Messages }> = {
  readonly [N in keyof G]: Translation<G[N]>
}
