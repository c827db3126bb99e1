/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** "true" in demo mode (.env.demo): the MSW worker is the backend. */
  readonly VITE_DEMO?: string;
}
