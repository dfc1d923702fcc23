import { escapeHtml } from './http.ts'
import type { StandInOrder } from './orders.ts'
import { formatCents, formatUnitsFixed } from './pricing.ts'

/** How a stand-in's pages look. */
export type Brand = { name: string; color: string }

const METHOD_NOTES = {
  card: 'Test card 4242 4242 4242 4242, any future expiry, any CVC',
  bank_account: 'Test bank account: routing 110000000, account 000123456789',
} as const

function page(brand: Brand, title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} · ${escapeHtml(brand.name)} (local)</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px;color:${brand.color}} p.sub{margin:0 0 16px;color:#666;font-size:13px}
table{width:100%;border-collapse:collapse;margin:12px 0} td{padding:6px 0;border-bottom:1px solid #eee}
td:last-child{text-align:right;font-variant-numeric:tabular-nums;word-break:break-all}
fieldset{border:1px solid #ddd;border-radius:8px;margin:12px 0} label{display:block;margin:4px 0}
small{color:#666} button{width:100%;padding:12px;border:0;border-radius:8px;background:${brand.color};color:#fff;font-size:16px;cursor:pointer}
.ok{color:#0a7d32;font-weight:600} .bad{color:#b00020;font-weight:600}
</style></head><body><main>
<h1>${escapeHtml(brand.name)}</h1><p class="sub">Local stand-in on the Latch devnet: no real money moves.</p>
${content}
</main></body></html>`
}

function orderTable(order: StandInOrder): string {
  const { asset, price } = order
  const rows: [string, string][] = [
    ['Token', `${asset.symbol} on ${asset.displayName}`],
    ['To address', order.address],
    ['You pay', `${formatCents(price.totalCents)} ${price.fiat}`],
    ['Provider fee', `${formatCents(price.providerFeeCents)} ${price.fiat}`],
    ['Network fee', `${formatCents(price.networkFeeCents)} ${price.fiat}`],
    ['You receive', `${formatUnitsFixed(price.baseUnits, asset)} ${asset.symbol}`],
  ]
  return `<table>${rows
    .map(
      ([name, value]) =>
        `<tr><td>${name}</td><td data-testid="onramp-${name.toLowerCase().replaceAll(' ', '-')}">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`
}

/** The order with its payment methods and the Pay button (a form posting to `/orders/{id}/pay`). */
export function orderPage(brand: Brand, order: StandInOrder): string {
  if (order.status !== 'pending') return resultPage(brand, order)
  const methods = (['card', 'bank_account'] as const)
    .map(
      (method) =>
        `<label><input type="radio" name="method" value="${method}"${order.method === method ? ' checked' : ''}> ${
          method === 'card' ? 'Card' : 'Bank account'
        }<br><small>${METHOD_NOTES[method]}</small></label>`,
    )
    .join('')
  return page(
    brand,
    'Buy',
    `${orderTable(order)}
<form method="post" action="/orders/${encodeURIComponent(order.id)}/pay">
<fieldset><legend>Payment method</legend>${methods}</fieldset>
<button type="submit" data-testid="onramp-pay">Pay ${formatCents(order.price.totalCents)} ${order.price.fiat}</button>
</form>`,
  )
}

/** After paying: what was sent, or why it failed. */
export function resultPage(brand: Brand, order: StandInOrder): string {
  const done = order.status === 'completed'
  const text = done
    ? `Payment complete: ${formatUnitsFixed(order.price.baseUnits, order.asset)} ${order.asset.symbol} sent.`
    : order.status === 'failed'
      ? 'The payment failed: nothing was sent.'
      : 'Waiting for the payment.'
  return page(
    brand,
    done ? 'Complete' : 'Order',
    `<p class="${done ? 'ok' : 'bad'}" data-testid="onramp-status">${escapeHtml(text)}</p>
${orderTable(order)}${order.txHash ? `<p><small>Transaction <span data-testid="onramp-tx">${order.txHash}</span></small></p>` : ''}
<p><small>You can close this window.</small></p>`,
  )
}

/** A refusal (bad link, bad signature, unknown order). */
export function errorPage(brand: Brand, title: string, detail: string): string {
  return page(
    brand,
    title,
    `<p class="bad" data-testid="onramp-error">${escapeHtml(title)}</p><p>${escapeHtml(detail)}</p>`,
  )
}
