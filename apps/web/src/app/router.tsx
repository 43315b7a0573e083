import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './route-table';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The browser router over the route table (tests use a memory router over the same table). The
 * declarative router, not createBrowserRouter: the app uses no loaders, actions or fetchers, and
 * the data router's code (about 55 KB) would be part of the first download.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
