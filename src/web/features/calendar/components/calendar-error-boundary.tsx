import { Component, type ReactNode } from 'react';

/** If the calendar throws while rendering, the fallback (the safe list) takes its place for the rest of the visit. */
export class CalendarErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Calendar failed to render; showing the simple view instead.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
