import type { Persona } from '@portal/mocks/personas';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const styles = `
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #1e293b; margin: 0; }
  main { max-width: 480px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 32px;
         box-shadow: 0 1px 3px rgba(15,23,42,.12); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  ul { list-style: none; padding: 0; display: grid; gap: 8px; }
  button { width: 100%; text-align: left; padding: 12px 16px; border: 1px solid #cbd5e1; border-radius: 8px;
           background: #fff; font: inherit; cursor: pointer; }
  button:hover, button:focus-visible { border-color: #0b3d91; outline: 2px solid #0b3d91; }
  small { display: block; color: #475569; }
  .error { color: #b91c1c; }`;

export function consentPage(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The persona list: one submit button per persona, named by the persona's name. */
export function loginPage(uid: string, list: Persona[], error?: string): string {
  const items = list
    .map(
      (persona) => `<li><button type="submit" name="persona" value="${escapeHtml(persona.id)}">
        ${escapeHtml(`${persona.user.firstname} ${persona.user.surname}`)}<small>${escapeHtml(persona.description)}</small></button></li>`,
    )
    .join('');
  return consentPage(
    'Iniciar sesión (proveedor local de demostración)',
    `<p>Elige con qué cliente de demostración quieres entrar.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}"><ul>${items}</ul></form>`,
  );
}

/** End-session confirmation, submitted at once: the portal already asked the user. */
export function logoutPage(form: string): string {
  return consentPage(
    'Cerrando sesión…',
    `${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Cerrar sesión</button></noscript></form>')}
<script>document.forms[0].submit()</script>`,
  );
}
