import { Provider } from 'jotai';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './router/routes.tsx';
import { store } from './state/store.ts';

export function App() {
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
