import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './screens/error-screen';

interface TErrorBoundaryState {
  hasFailed: boolean;
}

/** Catches what the router's own error elements cannot: failures around the routes. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, TErrorBoundaryState> {
  override state: TErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): TErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.hasFailed ? <ErrorScreen layout="page" /> : this.props.children;
  }
}
