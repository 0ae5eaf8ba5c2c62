const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 16 16%27%3E%3Ccircle cx=%278%27 cy=%278%27 r=%277%27 fill=%27%237c5cff%27/%3E%3C/svg%3E">
<title>${escapeHtml(title)} · Mindmark</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0d12;color:#e6e8ee;font:16px/1.5 system-ui,sans-serif}
main{width:min(440px,92vw);padding:32px;border:1px solid #262a36;border-radius:16px;background:#12151d}
h1{font-size:22px;margin:0 0 8px}p{color:#a7adbd}a{color:#8ab4ff}
.badge{display:inline-block;font-size:12px;padding:2px 8px;border-radius:99px;background:#3b2f0b;color:#f5c451;margin-bottom:12px}
.grid{display:flex;flex-wrap:wrap;gap:8px;margin:16px 0}
button{cursor:pointer;border:1px solid #343a4a;background:#1b2030;color:#e6e8ee;border-radius:10px;padding:8px 12px;font:inherit}
button.primary{background:#2f6bff;border-color:#2f6bff}
input{box-sizing:border-box;width:100%;padding:10px 12px;border-radius:10px;border:1px solid #343a4a;background:#0b0d12;color:#e6e8ee;font:inherit;margin:8px 0}
</style></head><body><main>${body}</main></body></html>`;

/** Where a failed or refused sign-in lands: what happened and the way back. */
export const signInProblemPage = (title: string, message: string) =>
  layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/?step=connect">Back to Mindmark</a></p>`,
  );

/**
 * The built-in demo sign-in, used when X is not configured outside production:
 * pick a demo creator or type any handle. Clearly labelled as a demo.
 */
export function demoSignInPage(handles: string[], hidden: { redirectAfterCallback?: string; ref?: string }) {
  const fields = Object.entries(hidden)
    .filter(([, v]) => v)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(String(v))}">`)
    .join('');
  const buttons = handles
    .map((h) => `<button name="handle" value="${escapeHtml(h)}">@${escapeHtml(h)}</button>`)
    .join('');
  return layout(
    'Demo sign-in',
    `<span class="badge">DEMO · not a real X sign-in</span>
<h1>Sign in to Mindmark (demo)</h1>
<p>X sign-in is not configured on this server, so you can try every flow as any handle. Pick a demo creator or type a handle.</p>
<form method="post" action="/api/auth/demo">${fields}<div class="grid">${buttons}</div></form>
<form method="post" action="/api/auth/demo">${fields}
<label for="handle">X handle</label><input id="handle" name="handle" placeholder="your_handle" maxlength="15" pattern="[A-Za-z0-9_]{1,15}" required>
<button class="primary" type="submit">Continue as this handle</button></form>`,
  );
}
