import { createBrowserRouter } from 'react-router-dom';
import { routes } from './route-table';

/** The browser router over the route table (tests use a memory router over the same table). */
export const router = createBrowserRouter(routes);
