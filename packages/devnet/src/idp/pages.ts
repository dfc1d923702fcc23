import { escapeHtml } from '../onramp/http.ts'
import {
  IDP_TEST_USERS,
  type IdpProviderId,
  type IdpTestUser,
  idpSubject,
  idpUsername,
} from './constants.ts'

/** How each provider's pages are titled and tinted. */
const BRANDS: Record<IdpProviderId, { name: string; color: string }> = {
  google: { name: 'Google', color: '#1a73e8' },
  github: { name: 'GitHub', color: '#24292f' },
  apple: { name: 'Apple', color: '#000000' },
  facebook: { name: 'Facebook', color: '#1877f2' },
  x: { name: 'X', color: '#0f1419' },
  discord: { name: 'Discord', color: '#5865f2' },
}

/** A provider's display name. */
export function providerName(provider: IdpProviderId): string {
  return BRANDS[provider].name
}

function page(provider: IdpProviderId | undefined, title: string, content: string): string {
  const brand = provider ? BRANDS[provider] : { name: 'Latch identity provider', color: '#333' }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} · ${escapeHtml(brand.name)} (local)</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111}
main{max-width:400px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px;color:${brand.color}} p.sub{margin:0 0 16px;color:#666;font-size:13px}
form{margin:0} .users button{display:block;width:100%;text-align:left;margin:8px 0;padding:10px 12px;border:1px solid #ddd;border-radius:8px;background:#fff;font:inherit;cursor:pointer}
.users button:hover,.users button:focus{border-color:${brand.color}} .users small{display:block;color:#666}
.row{display:flex;gap:8px;margin-top:16px} .row button{flex:1;padding:12px;border-radius:8px;font-size:16px;cursor:pointer}
.allow{border:0;background:${brand.color};color:#fff} .deny{border:1px solid #ccc;background:#fff;color:#111}
ul{padding-left:20px} code{font-size:13px}
</style></head><body><main>
<h1>${escapeHtml(brand.name)}</h1><p class="sub">Local identity provider on the Latch devnet: test users only.</p>
${content}
</main></body></html>`
}

/** The login step: pick one of the test users. */
export function loginPage(provider: IdpProviderId, action: string, clientName: string): string {
  const users = IDP_TEST_USERS.map(
    (user) =>
      `<button type="submit" name="user" value="${escapeHtml(user.key)}">${escapeHtml(user.name)}<small>${escapeHtml(user.email)} · @${escapeHtml(idpUsername(user, provider))}</small></button>`,
  ).join('')
  return page(
    provider,
    'Sign in',
    `<h2>Sign in to continue to ${escapeHtml(clientName)}</h2>
<form method="post" action="${escapeHtml(action)}" class="users">${users}</form>`,
  )
}

/** The consent step: Allow or Deny sharing the user's profile with the client. */
export function consentPage(
  provider: IdpProviderId,
  action: string,
  clientName: string,
  user: IdpTestUser,
  scopes: readonly string[],
): string {
  const shared = [
    'your account id',
    ...(scopes.includes('email') ? ['your email address'] : []),
    ...(scopes.includes('profile') ? ['your name and username'] : []),
  ]
  return page(
    provider,
    'Allow access',
    `<h2>${escapeHtml(clientName)} wants to access your ${escapeHtml(providerName(provider))} account</h2>
<p>Signed in as <strong>${escapeHtml(user.name)}</strong> (${escapeHtml(user.email)}).</p>
<p>It will see:</p><ul>${shared.map((item) => `<li>${item}</li>`).join('')}</ul>
<form method="post" action="${escapeHtml(action)}"><div class="row">
<button type="submit" name="decision" value="deny" class="deny">Deny</button>
<button type="submit" name="decision" value="allow" class="allow">Allow</button>
</div></form>`,
  )
}

/** An error the provider shows itself (a bad client, redirect URI, expired interaction …). */
export function errorPage(provider: IdpProviderId | undefined, error: string, detail: string) {
  return page(
    provider,
    'Error',
    `<h2>Sign-in failed</h2><p><code>${escapeHtml(error)}</code></p><p>${escapeHtml(detail)}</p>`,
  )
}

/** `GET /`: the issuers and the test users. */
export function indexPage(issuers: readonly { provider: IdpProviderId; issuer: string }[]) {
  const rows = issuers
    .map(
      ({ provider, issuer }) =>
        `<li>${escapeHtml(providerName(provider))}: <code>${escapeHtml(issuer)}</code></li>`,
    )
    .join('')
  const users = IDP_TEST_USERS.map(
    (user) =>
      `<li>${escapeHtml(user.name)} &lt;${escapeHtml(user.email)}&gt; (sub <code>${escapeHtml(idpSubject(user, 'google'))}</code> at google …)</li>`,
  ).join('')
  return page(
    undefined,
    'Issuers',
    `<h2>Issuers</h2><ul>${rows}</ul><h2>Test users</h2><ul>${users}</ul>`,
  )
}
