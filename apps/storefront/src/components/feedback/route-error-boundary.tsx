import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  /** What to show instead of the failed screen. */
  fallback: ReactNode;
  /** When it changes (another path), the next screen gets a fresh start. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

/** Every route's error fallback (seed 001 section 2.1): a screen that throws while rendering is replaced. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
