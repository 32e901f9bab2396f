import { Component, createContext, type ErrorInfo, type ReactNode, useContext } from "react";

interface Props {
  /** What to show instead of the failed screen; `useCaughtError` gives it the error. */
  fallback: ReactNode;
  /** When it changes (another path), the next screen gets a fresh start. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  key: string;
}

const CaughtError = createContext<unknown>(undefined);

/** The error the nearest RouteErrorBoundary caught, inside its fallback. */
export function useCaughtError(): unknown {
  return useContext(CaughtError);
}

/** A route's error fallback (seed 001 section 2.1): a screen that throws while rendering is replaced. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CaughtError.Provider value={this.state.error}>{this.props.fallback}</CaughtError.Provider> : this.props.children;
  }
}
