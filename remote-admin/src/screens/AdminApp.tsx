import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';
import { useSession } from '@studio/platform';
import { AdminProviders } from '../app/AdminProviders';
import { AdminLayout } from '../features/layout/AdminLayout';

// Each section is its own chunk: opening the blog does not download the board's drag-and-drop.
const DashboardSection = lazy(() => import('../features/dashboard/DashboardSection'));
const BoardSection = lazy(() => import('../features/board/BoardSection'));
const BlogSection = lazy(() => import('../features/blog/BlogSection'));
const ProjectsSection = lazy(() => import('../features/projects/ProjectsSection'));
const LeadsSection = lazy(() => import('../features/leads/LeadsSection'));

function Loading() {
  return (
    <div className="adm-center" aria-busy="true">
      <Spin size="large" />
    </div>
  );
}

/**
 * The shell gates /admin/* already; the same rule here (admin-area.md §4) keeps the panel safe when the remote
 * is mounted elsewhere, and sends the admin to /auth as soon as the session ends (a 401 clears the store).
 */
function Gate() {
  const { loading, user, isAdmin } = useSession();
  if (loading) {
    return (
      <div className="adm-gate" data-remote="admin" data-screen="AdminApp">
        <Spin size="large" />
      </div>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return (
    <AdminLayout>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<DashboardSection />} />
          <Route path="kanban" element={<BoardSection />} />
          <Route path="blog-posts" element={<BlogSection />} />
          <Route path="projects" element={<ProjectsSection />} />
          <Route path="leads" element={<LeadsSection />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}

/** /admin/*: the back office (admin-area.md §2). */
export default function AdminApp() {
  return (
    <AdminProviders>
      <Gate />
    </AdminProviders>
  );
}
