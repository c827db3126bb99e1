import { RuntimeConfigError, TranslationLoadError } from '@portal/platform';

/**
 * Shown when the portal cannot start. Translations may be what failed, so this page carries its
 * own Spanish text (the product's language) and the technical message for support.
 */
export function BootError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  const reason =
    error instanceof TranslationLoadError
      ? 'No se pudieron cargar los textos del portal. Revisa tu conexión y vuelve a intentarlo.'
      : error instanceof RuntimeConfigError
        ? 'La configuración del portal falta o no es válida. Avísanos si el problema continúa.'
        : 'Ocurrió un problema al iniciar. Vuelve a intentarlo en unos minutos.';
  return (
    <main className="boot-error" role="alert">
      <h1>No pudimos abrir el portal</h1>
      <p>{reason}</p>
      <p>
        <code>{detail}</code>
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reintentar
      </button>
    </main>
  );
}
