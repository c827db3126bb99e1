import { forgetFailedTexts } from '@portal/platform';
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useMonitor } from '../shell/monitorContext.ts';

// What a failed page shows loads when one fails: nothing of it is on the first page.
const PageFailed = lazy(() => import('./PageFailed.tsx'));

interface BoundaryProps {
  children: ReactNode;
  /** A new address starts the page again: the failure belonged to the last one. */
  resetKey: string;
  onError: (error: unknown, componentStack: string | null | undefined) => void;
  fallback: (retry: () => void) => ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info.componentStack);
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => {
          // A page's texts that failed to load are asked again (docs/TEXTS.md).
          forgetFailedTexts();
          this.setState({ failed: false });
        })
      : this.props.children;
  }
}

/**
 * A page that throws while it draws (a value no rule foresaw) fails alone (docs/RULES.md#error-texts):
 * the layout around it (header, menu, step bar) stays, the page says so in Spanish with a retry, a
 * way back and home, and the error goes to monitoring. Moving to another address starts afresh.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const monitor = useMonitor();
  return (
    <Boundary
      resetKey={`${pathname}${search}`}
      onError={(error, componentStack) =>
        monitor.report(error, { boundary: 'page', path: pathname, componentStack })
      }
      fallback={(retry) => (
        <Suspense fallback={null}>
          <PageFailed onRetry={retry} />
        </Suspense>
      )}
    >
      {children}
    </Boundary>
  );
}
