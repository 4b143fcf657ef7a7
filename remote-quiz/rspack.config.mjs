import { appConfig } from '@studio/build-config';

export default appConfig({
  dir: import.meta.dirname,
  name: 'quiz',
  exposes: {
    './QuizPage': './src/screens/QuizPage.tsx',
  },
});
