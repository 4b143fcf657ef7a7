import { useToasts } from './toast';

/** The toast host: rendered once by the shell, fed by `toast()` from any remote. */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <section className="st-toaster" aria-label="Notificações">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`st-toast st-toast--${t.variant}`}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          aria-live={t.variant === 'destructive' ? 'assertive' : 'polite'}
        >
          <div className="st-toast__body">
            <p className="st-toast__title">{t.title}</p>
            {t.description && <p className="st-toast__desc">{t.description}</p>}
          </div>
          <button type="button" className="st-toast__close" aria-label="Fechar notificação" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
