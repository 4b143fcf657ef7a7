import { appConfig } from '@studio/build-config';

export default appConfig({
  dir: import.meta.dirname,
  name: 'chat',
  exposes: {
    './ChatWidget': './src/screens/ChatWidget.tsx',
  },
});
