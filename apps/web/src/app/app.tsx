import { Provider } from 'jotai';
import { AppRouter } from './router/app-router.tsx';
import { AppRoutes } from './router/routes.tsx';
import { store } from './state/store.ts';

export function App() {
  return (
    <Provider store={store}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </Provider>
  );
}
