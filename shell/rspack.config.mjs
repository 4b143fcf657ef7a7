import { appConfig } from '@studio/build-config';

export default appConfig({ dir: import.meta.dirname, name: 'shell', title: 'Estúdio Criativo | Design & Branding' });
