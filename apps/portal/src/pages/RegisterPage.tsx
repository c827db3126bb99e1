import { RegisterScreen } from '@portal/features';
import { useAuthState } from '@portal/platform';
import { lazy, Suspense } from 'react';

/** The terms a new client accepts: a file the app serves (public: no token yet). */
export const termsPdf = `${import.meta.env.BASE_URL}assets/terminos-y-condiciones.pdf`;

/** Demo builds only (tree-shaken elsewhere): the email the mock backend "sent", with its link. */
const DemoOutbox = import.meta.env.VITE_DEMO === 'true' ? lazy(() => import('../demo/DemoOutbox.tsx')) : null;

/** /register (public, empty layout): a new client opens an account; signed in, the way to the portal. */
export default function RegisterPage() {
  return (
    <RegisterScreen
      signedIn={useAuthState().status === 'signed-in'}
      termsHref={termsPdf}
      afterSent={
        DemoOutbox
          ? (sent) => (
              <Suspense fallback={null}>
                <DemoOutbox email={sent.email} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
