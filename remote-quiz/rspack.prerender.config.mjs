import { prerenderConfig } from '@studio/build-config/prerender';

export default prerenderConfig({ dir: import.meta.dirname });
