import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';

/** Shown when a page fails to load or throws: what happened and how to retry. */
export function RouteError() {
  return (
    <main id="main" style={{ padding: 'var(--space-6, 24px)' }}>
      <h1>Something went wrong</h1>
      <p>The page failed to load.</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>{' '}
        or <Link to="/">go to the home page</Link>.
      </p>
    </main>
  );
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next location) clears the error and renders the children again. */
  resetKey: string;
}

/** Catches what a page throws (or a page chunk that fails to load) and shows `RouteError`. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { failedAt: string | null }
> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown) {
    this.setState({ failedAt: this.props.resetKey });
    console.error(error);
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey))
      return <RouteError />;
    return this.props.children;
  }
}
