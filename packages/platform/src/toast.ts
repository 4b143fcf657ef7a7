import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

/** Public side: one toast visible at a time (public-site.md §4), replaced by the next. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export function toast(t: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  useToasts.setState((s) => ({
    toasts: [...s.toasts, { id, variant: 'default' as const, ...t }].slice(-TOAST_LIMIT),
  }));
  setTimeout(() => useToasts.getState().dismiss(id), TOAST_DURATION_MS);
  return id;
}
