import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Drawer, Grid, Layout, Menu, Tooltip, Typography } from 'antd';
import {
  DashboardOutlined,
  ExportOutlined,
  FolderOpenOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  ProjectOutlined,
  ReadOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { AUTH_TEXTS, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '@studio/contracts/auth';
import { STUDIO_NAME } from '@studio/contracts/studio';
import { useSession } from '@studio/platform';
import { SECTIONS, sectionFor, sectionHref, type SectionKey } from './sections';
import { useSidebarState } from './useSidebarState';
import { useSignOut } from '../auth/useSignOut';

const ICONS: Record<SectionKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  kanban: <ProjectOutlined />,
  'blog-posts': <ReadOutlined />,
  projects: <FolderOpenOutlined />,
  leads: <TeamOutlined />,
};

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const SHORTCUT = isMac ? '⌘B' : 'Ctrl+B';

function Nav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const email = useSession((s) => s.user?.email);
  const signOut = useSignOut();
  const current = sectionFor(pathname);
  return (
    <nav className="adm-nav" aria-label="Seções do painel">
      <Link to="/admin" className="adm-nav__brand" onClick={onNavigate} aria-label={`${STUDIO_NAME}: painel`}>
        <span className="adm-nav__logo" aria-hidden="true">
          E
        </span>
        {!collapsed && <span className="adm-nav__name">{STUDIO_NAME}</span>}
      </Link>
      <Menu
        theme="dark"
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={[current.key]}
        items={SECTIONS.map((s) => ({
          key: s.key,
          icon: ICONS[s.key],
          label: (
            <Link to={sectionHref(s)} onClick={onNavigate}>
              {s.label}
            </Link>
          ),
        }))}
      />
      <div className="adm-nav__footer">
        {!collapsed && email && (
          <Typography.Text className="adm-nav__user" ellipsis={{ tooltip: email }}>
            {email}
          </Typography.Text>
        )}
        <Tooltip title={collapsed ? AUTH_TEXTS.logout : undefined} placement="right">
          <Button type="text" className="adm-nav__logout" icon={<LogoutOutlined />} onClick={() => void signOut()} aria-label={AUTH_TEXTS.logout}>
            {!collapsed && AUTH_TEXTS.logout}
          </Button>
        </Tooltip>
      </div>
    </nav>
  );
}

/** The panel's frame: sidebar (admin-area.md §2 and §9), the section's header, and its content. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint is undefined: treat as wide, like the server-rendered default.
  const isMobile = screens.md === false;
  const { open, openMobile, setOpenMobile, toggle } = useSidebarState(isMobile);
  const { pathname } = useLocation();
  const section = sectionFor(pathname);
  const expanded = isMobile ? openMobile : open;

  return (
    <Layout
      className="adm-shell"
      data-remote="admin"
      data-screen="AdminApp"
      data-sidebar-state={expanded ? 'expanded' : 'collapsed'}
      data-sidebar-mode={isMobile ? 'overlay' : 'docked'}
    >
      {isMobile ? (
        <Drawer
          open={openMobile}
          onClose={() => setOpenMobile(false)}
          placement="left"
          size={SIDEBAR_WIDTH_MOBILE}
          closable={false}
          className="adm-drawer"
          styles={{ body: { padding: 0 } }}
        >
          <Nav collapsed={false} onNavigate={() => setOpenMobile(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          className="adm-sider"
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_WIDTH_ICON}
          collapsible
          collapsed={!open}
          trigger={null}
        >
          <Nav collapsed={!open} />
        </Layout.Sider>
      )}
      <Layout className="adm-main">
        <Layout.Header className="adm-header">
          <Tooltip title={`Menu lateral (${SHORTCUT})`}>
            <Button
              type="text"
              className="adm-header__toggle"
              icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={toggle}
              aria-label="Alternar menu lateral"
              aria-expanded={expanded}
            />
          </Tooltip>
          <div className="adm-header__titles">
            <h1 className="adm-header__title">{section.title}</h1>
            <p className="adm-header__subtitle">{section.subtitle}</p>
          </div>
          <a className="adm-header__site" href="/" target="_blank" rel="noreferrer">
            Ver site <ExportOutlined />
          </a>
        </Layout.Header>
        <Layout.Content className="adm-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
