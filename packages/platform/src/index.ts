export { api, errorMessage } from './api';
export { useSession, type SessionUser, type SessionState, type MeResponse } from './session';
export { useMaintenance } from './maintenance';
export { useConfig } from './config';
export { toast, useToasts, type Toast, type ToastVariant } from './toast';
export { Toaster } from './Toaster';
export { usePageMeta } from './usePageMeta';
