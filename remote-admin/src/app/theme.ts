import type { ThemeConfig } from 'antd';

/** The admin's Ant Design theme, from the site's design tokens (DESIGN.md): calm, compact, one accent. */
export const adminTheme: ThemeConfig = {
  cssVar: { key: 'studio-admin' },
  token: {
    colorPrimary: '#6d28d9',
    colorInfo: '#6d28d9',
    colorSuccess: '#067647',
    colorError: '#b42318',
    colorWarning: '#b54708',
    colorTextBase: '#0e0d12',
    colorBgLayout: '#faf8f5',
    colorBorderSecondary: '#ece7e0',
    borderRadius: 10,
    borderRadiusLG: 16,
    borderRadiusSM: 6,
    fontFamily: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
    fontSize: 14,
    controlHeight: 36,
    boxShadowTertiary: '0 1px 2px rgb(14 13 18 / 0.06), 0 2px 8px rgb(14 13 18 / 0.05)',
  },
  components: {
    Layout: { siderBg: '#0e0d12', headerBg: '#ffffff', bodyBg: '#faf8f5', triggerBg: '#1b1a22' },
    Menu: {
      darkItemBg: '#0e0d12',
      darkSubMenuItemBg: '#0e0d12',
      darkItemSelectedBg: '#2a2833',
      darkItemColor: '#b9b4c2',
      darkItemHoverColor: '#ffffff',
      darkItemSelectedColor: '#ffffff',
      itemBorderRadius: 8,
    },
    Card: { headerFontSize: 16 },
    Modal: { titleFontSize: 18 },
  },
};
