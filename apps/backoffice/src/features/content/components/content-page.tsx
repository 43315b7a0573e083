import { Route, Routes } from 'react-router';
import { PageEditor } from './page-editor';
import { PagesList } from './pages-list';

/** The FAQ and legal pages: every page x language, and one page's editor with its history. */
export function ContentPage() {
  return (
    <Routes>
      <Route index element={<PagesList />} />
      <Route path=":slug/:locale" element={<PageEditor />} />
    </Routes>
  );
}
