import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { SetupPage } from '../features/auth/components/setup-page';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { ConsoleLayout, FirstSection, SectionGuard } from './layout/console-layout';
import { sections } from './sections';

/** The console's routes under /backoffice/: the signed-out pages, then every section in the layout. */
export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/setup/:token', element: <SetupPage /> },
  {
    path: '/',
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <FirstSection /> },
      ...sections.map((section) => ({
        path: `${section.path}/*`,
        element: <SectionGuard section={section} />,
      })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

const router = createBrowserRouter(routes, { basename: '/backoffice' });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
