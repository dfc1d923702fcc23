import type { StoredMail } from './mailStore.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Escaped text with its http(s) URLs made links (device-approval links are clicked from here). */
function linkify(text: string): string {
  return escapeHtml(text).replace(
    // On escaped text: no raw quote or bracket can appear, so the href cannot break out.
    /https?:\/\/[^\s<>"]+/g,
    (url) => `<a href="${url}">${url}</a>`,
  )
}

/**
 * The dev inbox's page at `/`: the newest mails first with their text, so a developer reads a
 * code or clicks a device link without a mail client. No script; the browser's reload refreshes.
 */
export function inboxPage(mails: readonly StoredMail[], apiHint: string): string {
  const items = mails
    .map(
      (mail) => `<li>
  <div class="head"><strong>${escapeHtml(mail.Subject || '(no subject)')}</strong>
  <span>to ${escapeHtml(mail.To.map((to) => to.Address).join(', '))}</span>
  <time datetime="${mail.Created}">${escapeHtml(mail.Created.replace('T', ' ').slice(0, 19))} UTC</time></div>
  <pre>${linkify(mail.Text || mail.Snippet)}</pre>
</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Latch dev inbox (${mails.length})</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 56rem; padding: 0 1rem; color: #1b1b1f; }
ul { list-style: none; padding: 0; }
li { border: 1px solid #d8d8de; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 0.75rem; }
.head { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: baseline; }
.head span, time, .hint { color: #5c5c66; font-size: 0.85rem; }
pre { white-space: pre-wrap; word-break: break-word; margin: 0.5rem 0 0; font-size: 0.9rem; }
@media (prefers-color-scheme: dark) { body { background: #141417; color: #ececf1; } li { border-color: #34343c; } a { color: #8ab4ff; } }
</style>
</head>
<body>
<h1>Latch dev inbox</h1>
<p class="hint">Mail sent to the devnet's SMTP server, newest first (the newest 500 are kept, in memory). Reload for new mail. JSON: <code>${escapeHtml(apiHint)}</code> (Mailpit's API).</p>
${mails.length ? `<ul>\n${items}\n</ul>` : '<p>No mail yet.</p>'}
</body>
</html>
`
}
