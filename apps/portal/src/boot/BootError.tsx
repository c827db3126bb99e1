import { RuntimeConfigError, TranslationLoadError } from '@portal/platform';

/** What the client is told of a start that failed, and what to do about it. */
function reasonFor(error: unknown): string {
  if (error instanceof TranslationLoadError)
    return 'No se pudieron cargar los textos del portal. Revisa tu conexión y vuelve a intentarlo.';
  // A configuration that did not arrive is the connection's or the server's moment, not a broken
  // deployment: the client is asked to try again rather than to tell us.
  if (error instanceof RuntimeConfigError)
    return error.unreachable
      ? 'No pudimos conectarnos con el portal. Revisa tu conexión y vuelve a intentarlo.'
      : 'La configuración del portal falta o no es válida. Avísanos si el problema continúa.';
  return 'Ocurrió un problema al iniciar. Vuelve a intentarlo en unos minutos.';
}

/**
 * Shown when the portal cannot start. Translations may be what failed, so this page carries its
 * own Spanish text (the product's language) and the technical message for support.
 */
export function BootError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  const reason = reasonFor(error);
  return (
    // The page's main landmark, with the alert (what failed, and the message for support) inside it.
    <main className="boot-error">
      <section>
        <div role="alert">
          <h1>No pudimos abrir el portal</h1>
          <p>{reason}</p>
          <p>
            <code>{detail}</code>
          </p>
        </div>
        <button type="button" onClick={() => window.location.reload()}>
          Reintentar
        </button>
      </section>
    </main>
  );
}
