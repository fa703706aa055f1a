import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a page fails to load or throws: what happened and how to retry. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page failed to load.';
  return (
    <main id="main" style={{ padding: 'var(--space-6, 24px)' }}>
      <h1>Something went wrong</h1>
      <p>{detail}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>{' '}
        or <Link to="/">go to the home page</Link>.
      </p>
    </main>
  );
}
