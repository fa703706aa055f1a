import { FullPageLoader } from '@tapetv/ui/spinner';
import type { RouteObject } from 'react-router';
import { ROUTES } from '@/shared/config';
import { AppLayout } from '../layouts/app-layout.tsx';
import { RouteError } from '../layouts/route-error.tsx';
import { AccessGate } from './access-gate.tsx';
import { notFoundLoader, pageLoaderFor } from './page-loaders.ts';

function FirstPageLoader() {
  return <FullPageLoader label="Loading TapeTV" />;
}

export interface RouteHandle {
  title: string;
}

/** The route table of spec point 2: every route behind its access gate, each page its own chunk. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      // While the first page's code loads.
      HydrateFallback: FirstPageLoader,
      children: [
        ...ROUTES.map(
          (entry): RouteObject => ({
            path: entry.path,
            element: <AccessGate access={entry.access} path={entry.path} />,
            handle: { title: entry.title } satisfies RouteHandle,
            children: [{ index: true, lazy: pageLoaderFor(entry.path) }],
          }),
        ),
        {
          path: '*',
          handle: { title: 'Page Not Found' } satisfies RouteHandle,
          lazy: notFoundLoader,
        },
      ],
    },
  ];
}
