/**
 * The stack's dev inbox (the devnet's mail server, Mailpit's API on http://127.0.0.1:8025), read
 * the way a person reads their mail: login codes and device-approval links.
 */
const INBOX_URL = process.env.LATCH_INBOX_URL ?? 'http://127.0.0.1:8025'
/** How long a mail may take to arrive (the server sends after answering). */
const MAIL_WAIT_MS = 15_000

type InboxSummary = { ID: string; Subject: string; Created: string; To: { Address: string }[] }
export type InboxMessage = InboxSummary & { Text: string; HTML: string }

async function inbox<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${INBOX_URL}${path}`, init)
  if (!response.ok) throw new Error(`inbox ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Empties the inbox. */
export async function clearInbox(): Promise<void> {
  const response = await fetch(`${INBOX_URL}/api/v1/messages`, { method: 'DELETE' })
  if (!response.ok) throw new Error(`inbox: clearing answered ${response.status}`)
}

/** The mails to `email` (newest first), whose subject starts with `subject`. */
export async function mailsTo(email: string, subject = ''): Promise<InboxMessage[]> {
  const query = encodeURIComponent(`to:${email}${subject ? ` subject:"${subject}"` : ''}`)
  const { messages } = await inbox<{ messages: InboxSummary[] }>(`/api/v1/search?query=${query}`)
  return Promise.all(
    messages
      .filter((message) => message.Subject.startsWith(subject))
      // A full message (Mailpit's) has no `Created`: the summary's is kept.
      .map(async (message) => ({
        ...(await inbox<InboxMessage>(`/api/v1/message/${message.ID}`)),
        Created: message.Created,
      })),
  )
}

/** Waits for a mail to `email` with that subject received at or after `since` (ms epoch). */
export async function waitForMail(
  email: string,
  subject: string,
  { since = 0, timeoutMs = MAIL_WAIT_MS }: { since?: number; timeoutMs?: number } = {},
): Promise<InboxMessage> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [newest] = (await mailsTo(email, subject)).filter(
      (message) => Date.parse(message.Created) >= since,
    )
    if (newest) return newest
    if (Date.now() > deadline) {
      throw new Error(`no mail "${subject}…" to ${email} within ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The 6-digit code of the newest code mail to `email` (subject `Your Latch code: 123456`). */
export async function waitForCode(
  email: string,
  options?: { since?: number; timeoutMs?: number },
): Promise<string> {
  const mail = await waitForMail(email, 'Your Latch code: ', options)
  const code = /^Your Latch code: (\d{6})$/.exec(mail.Subject)?.[1]
  if (!code || !mail.Text.includes(code))
    throw new Error(`a code mail without its code: ${mail.Subject}`)
  return code
}

/** The device-approval link of the newest device mail to `email` (`Approve your new device`). */
export async function waitForDeviceLink(
  email: string,
  options?: { since?: number; timeoutMs?: number },
): Promise<string> {
  const mail = await waitForMail(email, 'Approve your new device', options)
  const links = mail.Text.match(/https?:\/\/\S+\/embedded\/v1\/device\/approve\?token=[\w-]+/g)
  if (links?.length !== 1) throw new Error(`a device mail without one approval link: ${mail.Text}`)
  return links[0] as string
}
