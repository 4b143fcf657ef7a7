import { RotateCw } from 'lucide-react';

/** A request that failed, with its pt-BR message and a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--outline btn--sm" onClick={onRetry}>
        <RotateCw size={16} aria-hidden="true" />
        Tentar Novamente
      </button>
    </div>
  );
}
