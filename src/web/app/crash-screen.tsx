import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@web/components/ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

/** The top-level crash screen of the spec (section 2). */
export function CrashScreen({ error }: { error: unknown }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-6" role="alert">
      <h1 className="text-2xl font-bold text-ocean-900">Something went wrong...</h1>
      <p className="text-slate-700">Please refresh the page to try again</p>
      <details className="rounded-lg bg-slate-100 p-3 text-sm">
        <summary className="cursor-pointer font-medium">Details</summary>
        <pre className="mt-2 overflow-auto whitespace-pre-wrap text-xs">{describe(error)}</pre>
      </details>
      <div>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </div>
    </main>
  );
}

export function RouteCrashScreen() {
  return <CrashScreen error={useRouteError()} />;
}

/** Catches what the router cannot: failures in providers or the router itself. */
export class CrashBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error in the app', error, info.componentStack);
  }
  override render() {
    return this.state.error !== undefined ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
