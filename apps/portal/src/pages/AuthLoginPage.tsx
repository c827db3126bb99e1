import { sameSitePath } from '@portal/platform';
import { Navigate, useLocation } from 'react-router';

/** docs/RULES.md#sign-in-and-session-end: after sign-in the browser lands on /auth/login#{path}; go to that path, if it is ours. */
export default function AuthLoginPage() {
  const { hash } = useLocation();
  return <Navigate to={sameSitePath(hash.slice(1), window.location.origin) ?? '/dashboard'} replace />;
}
