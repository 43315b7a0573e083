import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from './shell/app-shell';

/** The route table of the spec (document 1, section 2). */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [{ path: '*', element: null }],
  },
]);
