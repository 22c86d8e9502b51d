/**
 * The demo gateway's pages: self-contained HTML (inline styles, no scripts, no external assets),
 * readable without CSS, keyboard- and screen-reader-friendly (landmarks, headings, real buttons).
 */

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:Canvas;color:CanvasText}
main{width:min(26rem,100% - 2rem);padding:2rem;border:1px solid GrayText;border-radius:12px}
h1{font-size:1.4rem;margin:0 0 .25rem}
p{margin:.5rem 0;line-height:1.5}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1.5rem 0}
dt{font-weight:600}dd{margin:0;text-align:end;font-variant-numeric:tabular-nums}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
form{flex:1}
button,a.button{display:block;width:100%;box-sizing:border-box;padding:.75rem 1rem;border-radius:8px;
font:inherit;font-weight:600;text-align:center;cursor:pointer;text-decoration:none}
.approve{background:#136f2d;color:#fff;border:2px solid #136f2d}
.decline{background:transparent;color:inherit;border:2px solid currentColor}
a.button{border:2px solid currentColor;color:inherit}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.note{font-size:.9rem;opacity:.8}
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

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
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
  businessName: string;
};

/** The page a customer reaches from the order's redirect_link: pay or refuse. */
export function renderPaymentPage(input: PaymentPageInput): string {
  const base = `/payment/demo/${encodeURIComponent(input.token)}`;
  if (input.target.kind === 'wallet') {
    return layout(
      'Add funds to your wallet – Demo payment',
      `<h1>Demo payment</h1>
<p>${escapeHtml(input.businessName)} asks you to pay to add funds to your wallet.</p>
<dl>
<dt>For</dt><dd>Wallet top-up</dd>
<dt>Amount</dt><dd>${escapeHtml(input.amountText)}</dd>
</dl>
${decisionForms(base)}`,
    );
  }
  const noun = input.target.kind === 'trip' ? 'trip' : 'order';
  const label = input.target.kind === 'trip' ? 'Trip' : 'Order';
  return layout(
    `Pay ${noun} #${input.target.id} – Demo payment`,
    `<h1>Demo payment</h1>
<p>${escapeHtml(input.businessName)} asks you to pay for your ${noun}.</p>
<dl>
<dt>${label}</dt><dd>#${input.target.id}</dd>
<dt>Amount</dt><dd>${escapeHtml(input.amountText)}</dd>
</dl>
${decisionForms(base)}`,
  );
}

function decisionForms(base: string): string {
  return `<div class="actions">
<form method="post" action="${base}/approve"><button type="submit" class="approve">Approve</button></form>
<form method="post" action="${base}/decline"><button type="submit" class="decline">Decline</button></form>
</div>
<p class="note">This is the built-in demo gateway: no card is charged and no money moves.</p>`;
}

export type GatewayMessageInput = {
  title: string;
  message: string;
  link?: { href: string; label: string };
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
  );
}
