const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f5;margin:0;color:#212529}
main{max-width:420px;margin:10vh auto;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:24px 28px}
h1{font-size:1.3rem;margin:0 0 4px}p{font-size:.95rem;line-height:1.4}.hint{color:#495057}
label{display:block;font-weight:600;margin:16px 0 6px}input[type=email]{width:100%;box-sizing:border-box;padding:8px;font-size:1rem;border:1px solid #adb5bd;border-radius:4px}
button{margin-top:16px;padding:9px 18px;font-size:1rem;background:#1c7ed6;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;

/** The demo IdP's sign-in page: the user names the account; there is no password (a demo, on this machine only). */
export const demoIdpLoginPage = (input: { samlRequest: string; relayState: string; slug: string; error?: string }) =>
  page(
    'Demo identity provider: sign in',
    `<h1>Demo identity provider</h1>
<p class="hint">This stands in for ${escapeHtml(input.slug)}'s own identity provider (Okta, Entra ID, Keycloak). It runs
inside CaseBridge in development only and signs a real SAML response with its own key. There is no password: enter
the address of the account to sign in as (the demo network's Initech: bm@initech.test).</p>
<form method="post" action="sso">
<input type="hidden" name="SAMLRequest" value="${escapeHtml(input.samlRequest)}">
<input type="hidden" name="RelayState" value="${escapeHtml(input.relayState)}">
<label for="email">Email address</label>
<input id="email" name="email" type="email" required autocomplete="username" placeholder="bm@initech.test"${input.error ? ' aria-describedby="email-error"' : ''}>
${input.error ? `<p id="email-error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>`,
  );

/** Posts the signed response to the service provider's ACS (HTTP-POST binding); the script clicks Continue. */
export const demoIdpPostPage = (input: { acsUrl: string; samlResponse: string; relayState: string }) =>
  page(
    'Demo identity provider: signing you in',
    `<h1>Signing you in…</h1>
<form method="post" action="${escapeHtml(input.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(input.samlResponse)}">
<input type="hidden" name="RelayState" value="${escapeHtml(input.relayState)}">
<p class="hint">Your identity provider has signed you in. Continue to CaseBridge.</p>
<button type="submit">Continue</button>
</form>
<script src="continue"></script>`,
  );

export const demoIdpMessagePage = (title: string, message: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
