import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './screens/error-screen';

interface TErrorBoundaryProps {
  children: ReactNode;
  /** 'page' for the whole app, 'embedded' for one page inside the shell. */
  layout?: 'page' | 'embedded';
}

interface TErrorBoundaryState {
  hasFailed: boolean;
}

/** A failure to render shows the error screen with a reload button (000 §2, §8) and is logged. */
export class AppErrorBoundary extends Component<TErrorBoundaryProps, TErrorBoundaryState> {
  override state: TErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): TErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      this.props.layout === 'embedded' ? 'A page failed to render' : 'The app failed to render',
      error,
      info.componentStack,
    );
  }

  override render() {
    return this.state.hasFailed ? (
      <ErrorScreen layout={this.props.layout ?? 'page'} />
    ) : (
      this.props.children
    );
  }
}
