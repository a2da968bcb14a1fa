import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button.tsx';
import { isReloadingForNewCode } from './reload-on-stale-code.ts';

interface State {
  error: Error | null;
  pathname: string;
}

interface Props {
  /** The page shown; a new one clears the error. */
  pathname: string;
  children: ReactNode;
}

/**
 * A page that fails to draw (or whose code fails to load) shows the error instead of a blank
 * window, with the header still there to go elsewhere and a button to load the page again.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isReloadingForNewCode()) return null;
    return (
      <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h2 className="text-2xl font-bold">Unexpected Application Error!</h2>
        <p className="mt-2 text-stone-600 italic">{error.message}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </section>
    );
  }
}
