import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
} from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

const NavigationPendingContext = createContext(false);

/** True while the next page (its code) loads and the current one still shows. */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/**
 * React Router's `<BrowserRouter>` (declarative mode, about half the code of the data router:
 * issue 12), which also tells whether a navigation is pending: each location change is a React
 * transition, so the page on screen stays until the next one's code has loaded, and the frame
 * shows a progress bar meanwhile (what `useNavigation()` gave with the data router).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
