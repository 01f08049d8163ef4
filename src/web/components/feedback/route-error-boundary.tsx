import { Component, type ReactNode } from 'react';
import { RouteErrorFallback } from './route-error-fallback';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** A new key (the next page) clears the error. */
  resetKey: string;
}

interface RouteErrorBoundaryState {
  error: Error | null;
  resetKey: string;
}

/** Catches a page's render failure (or a chunk that failed twice) and shows the skeleton with a retry. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.error ? <RouteErrorFallback /> : this.props.children;
  }
}
