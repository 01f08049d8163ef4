import { Component, type ReactNode } from 'react';

interface SilentErrorBoundaryProps {
  children: ReactNode;
}

/** Around an optional piece of the shell (a banner): if it fails to load or render, it is left out. */
export class SilentErrorBoundary extends Component<SilentErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.hasError ? null : this.props.children;
  }
}
