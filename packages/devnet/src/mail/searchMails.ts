import type { MailAddress, StoredMail } from './mailStore.ts'

type Term = { field: 'any' | 'to' | 'from' | 'subject' | 'is'; value: string; negate: boolean }

/** Splits a search into terms, keeping "quoted phrases" (and `to:"a b"`) together. */
function parseQuery(query: string): Term[] {
  const terms: Term[] = []
  for (const match of query.matchAll(/(-?)(?:(to|from|subject|is):)?(?:"([^"]*)"|(\S+))/gi)) {
    const value = (match[3] ?? match[4] ?? '').toLowerCase()
    if (!value) continue
    const field = (match[2]?.toLowerCase() ?? 'any') as Term['field']
    terms.push({ field, value, negate: match[1] === '-' })
  }
  return terms
}

function addressText(addresses: readonly (MailAddress | null)[]): string {
  return addresses
    .filter((address): address is MailAddress => address !== null)
    .map((address) => `${address.Name} <${address.Address}>`)
    .join(', ')
    .toLowerCase()
}

function matches(mail: StoredMail, term: Term): boolean {
  switch (term.field) {
    case 'to':
      return addressText([...mail.To, ...mail.Cc, ...mail.Bcc]).includes(term.value)
    case 'from':
      return addressText([mail.From]).includes(term.value)
    case 'subject':
      return mail.Subject.toLowerCase().includes(term.value)
    case 'is':
      return term.value === 'read' ? mail.Read : term.value === 'unread' ? !mail.Read : false
    default:
      return [mail.Subject, mail.Text, addressText([mail.From, ...mail.To, ...mail.Cc])]
        .join('\n')
        .toLowerCase()
        .includes(term.value)
  }
}

/**
 * The part of Mailpit's search syntax a dev inbox needs: words and "phrases" (subject, body,
 * addresses), `to:`, `from:`, `subject:`, `is:read` / `is:unread`, and `-` to negate a term.
 * Every term must hold; case does not matter.
 *
 * @example
 * searchMails(store.list(), 'to:ada@example.com subject:"Your Latch code"')
 */
export function searchMails(mails: readonly StoredMail[], query: string): StoredMail[] {
  const terms = parseQuery(query)
  return mails.filter((mail) => terms.every((term) => matches(mail, term) !== term.negate))
}
