import type { ColorScheme } from '@marketplace/contract/headers';
import { getPaymentText, type PaymentLocale } from './demo-payment-text';

/**
 * The demo gateway's pages: self-contained HTML (inline styles, no scripts, no external assets),
 * readable without CSS, keyboard- and screen-reader-friendly (landmarks, headings, real buttons).
 * Issue 17 §9: they wear the storefront's look — its logo and name, its colours in light and dark
 * (the storefront's theme toggle when it is sent, else the system's choice) and the customer's
 * language — so paying does not feel like leaving.
 */

const DARK = `--surface:#1d2833;--surface-muted:#10161d;--ink:#e8edf2;
--ink-muted:#a3afbd;--line:#2c3947;--brand:#3cc4b0;--brand-strong:#69d6c6;--on-brand:#07211d`;

/** A theme chosen on the storefront (data-theme on <html>) wins over the system's preference. */
const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
--surface:#fff;--surface-muted:#f4f6f8;--ink:#1b2430;--ink-muted:#5b6675;--line:#dde3ea;
--brand:#047a6c;--brand-strong:#035f54;--on-brand:#fff}
@media (prefers-color-scheme:dark){:root:not([data-theme]){${DARK}}}
:root[data-theme=light]{color-scheme:light}
:root[data-theme=dark]{color-scheme:dark;${DARK}}
body{margin:0;min-height:100vh;display:grid;place-items:center;align-content:center;gap:1rem;
background:var(--surface-muted);color:var(--ink)}
header{display:flex;align-items:center;gap:.75rem;font-weight:800;font-size:1.1rem}
header img{width:40px;height:40px;border-radius:10px}
main{width:min(26rem,100% - 2rem);box-sizing:border-box;padding:2rem;background:var(--surface);
border:1px solid var(--line);border-radius:16px;box-shadow:0 8px 24px rgb(0 0 0 / .08)}
h1{font-size:1.4rem;margin:0 0 .25rem}
p{margin:.5rem 0;line-height:1.5}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1.5rem 0}
dt{font-weight:600}dd{margin:0;text-align:end;font-variant-numeric:tabular-nums}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
form{flex:1}
button,a.button{display:block;width:100%;box-sizing:border-box;padding:.75rem 1rem;border-radius:8px;
font:inherit;font-weight:600;text-align:center;cursor:pointer;text-decoration:none}
.approve{background:var(--brand);color:var(--on-brand);border:2px solid var(--brand)}
.approve:hover{background:var(--brand-strong);border-color:var(--brand-strong)}
.decline{background:transparent;color:inherit;border:2px solid currentColor}
a.button{border:2px solid currentColor;color:inherit}
button:focus-visible,a:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.note{font-size:.9rem;color:var(--ink-muted)}
`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * Who the page speaks for: the business's name and logo (a media path), in which language, and
 * in the storefront's theme (null: the system's).
 */
export type GatewayBrand = {
  businessName: string;
  logo: string | null;
  locale: PaymentLocale;
  theme?: ColorScheme | null;
};

const DEFAULT_BRAND: GatewayBrand = { businessName: 'The store', logo: null, locale: 'en' };

function brandHeader(brand: GatewayBrand): string {
  const logo = brand.logo
    ? `<img src="/images/${brand.logo.split('/').map(encodeURIComponent).join('/')}" alt="">`
    : '';
  return `<header>${logo}<span>${escapeHtml(brand.businessName)}</span></header>`;
}

function layout(title: string, body: string, brand: GatewayBrand = DEFAULT_BRAND): string {
  return `<!doctype html>
<html lang="${brand.locale}"${brand.theme ? ` data-theme="${brand.theme}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${brandHeader(brand)}
<main>
${body}
</main>
</body>
</html>
`;
}

export type PaymentPageInput = {
  token: string;
  /** The order, rental trip or wallet top-up being paid for. */
  target: { kind: 'order' | 'trip' | 'wallet'; id: number };
  /** Already formatted with the currency, e.g. "$12.50". */
  amountText: string;
  brand: GatewayBrand;
};

/** The page a customer reaches from the order's redirect_link: pay or refuse. */
export function renderPaymentPage(input: PaymentPageInput): string {
  const base = `/payment/demo/${encodeURIComponent(input.token)}`;
  const text = getPaymentText(input.brand.locale);
  const business = escapeHtml(input.brand.businessName);
  const amount = `<dt>${text.amount}</dt><dd>${escapeHtml(input.amountText)}</dd>`;
  if (input.target.kind === 'wallet') {
    return layout(
      `${text.walletTopUp} – ${text.heading}`,
      `<h1>${text.heading}</h1>
<p>${text.asksWallet(business)}</p>
<dl>
<dt>${text.forLabel}</dt><dd>${text.walletTopUp}</dd>
${amount}
</dl>
${decisionForms(base, input.brand.locale)}`,
      input.brand,
    );
  }
  const noun = input.target.kind === 'trip' ? 'trip' : 'order';
  const label = noun === 'trip' ? text.trip : text.order;
  return layout(
    `${label} #${input.target.id} – ${text.heading}`,
    `<h1>${text.heading}</h1>
<p>${text.asksOrder(business, noun)}</p>
<dl>
<dt>${label}</dt><dd>#${input.target.id}</dd>
${amount}
</dl>
${decisionForms(base, input.brand.locale)}`,
    input.brand,
  );
}

function decisionForms(base: string, locale: PaymentLocale): string {
  const text = getPaymentText(locale);
  return `<div class="actions">
<form method="post" action="${base}/approve"><button type="submit" class="approve">${text.approve}</button></form>
<form method="post" action="${base}/decline"><button type="submit" class="decline">${text.decline}</button></form>
</div>
<p class="note">${text.note}</p>`;
}

export type GatewayMessageInput = {
  title: string;
  message: string;
  link?: { href: string; label: string };
  theme?: ColorScheme | null;
};

/** A payment already finished, an unknown link, or a failure: a message and a way back. */
export function renderGatewayMessage(input: GatewayMessageInput): string {
  const link = input.link
    ? `<p><a class="button" href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a></p>`
    : '';
  return layout(
    `${input.title} – Demo payment`,
    `<h1>${escapeHtml(input.title)}</h1>
<p role="status">${escapeHtml(input.message)}</p>
${link}`,
    { ...DEFAULT_BRAND, theme: input.theme },
  );
}
