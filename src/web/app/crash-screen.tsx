import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { reportError } from '@web/lib/error-reports';

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

/** The top-level crash screen of the spec (section 2). */
export function CrashScreen({ error, withinPage = false }: { error: unknown; withinPage?: boolean }) {
  // Inside the site layout the crash screen fills the main area; on its own it is the whole page.
  const Frame = withinPage ? 'div' : 'main';
  return (
    <Frame
      className={`mx-auto flex max-w-xl flex-col justify-center gap-4 p-6 ${withinPage ? 'min-h-[60vh]' : 'min-h-screen'}`}
      role="alert"
    >
      <h1 className="text-2xl font-bold text-ocean-900">Something went wrong...</h1>
      <p className="text-slate-700">Please refresh the page to try again</p>
      <details className="rounded-lg bg-slate-100 p-3 text-sm">
        <summary className="cursor-pointer font-medium">Details</summary>
        <pre className="mt-2 overflow-auto whitespace-pre-wrap text-xs">{describe(error)}</pre>
      </details>
      <div>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </div>
    </Frame>
  );
}

/**
 * Catches a page that fails to render (or whose code fails to load) and shows the crash screen in its place.
 * A new `resetKey` (the path) clears the crash, so the navigation still works.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; key: string }
> {
  override state = { error: undefined as unknown, key: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError('A page failed to render', error, info.componentStack);
  }
  override render() {
    return this.state.error !== undefined ? (
      <CrashScreen error={this.state.error} withinPage />
    ) : (
      this.props.children
    );
  }
}

/** Catches what the router cannot: failures in providers or the router itself. */
export class CrashBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError('Unhandled error in the app', error, info.componentStack);
  }
  override render() {
    return this.state.error !== undefined ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
