import { appConfig } from '@studio/build-config';

export default appConfig({
  dir: import.meta.dirname,
  name: 'admin',
  exposes: {
    './AuthPage': './src/screens/AuthPage.tsx',
    './AdminLoginPage': './src/screens/AdminLoginPage.tsx',
    './DemoLoginPage': './src/screens/DemoLoginPage.tsx',
    './AdminApp': './src/screens/AdminApp.tsx',
  },
});
