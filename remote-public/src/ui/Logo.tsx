import { useId } from 'react';
import { STUDIO_NAME } from '@studio/contracts/studio';

/** The studio's own wordmark: a gradient mark and the name set in the display face. */
export function Logo({ className = '' }: { className?: string }) {
  const gradient = useId();
  return (
    <span className={`logo ${className}`}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="0.55" stopColor="#db2777" />
            <stop offset="1" stopColor="#f59e0b" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="10" fill={`url(#${gradient})`} />
        <path d="M21.5 11.2a7 7 0 1 0 0 9.6" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <circle cx="22" cy="16" r="2" fill="#fff" />
      </svg>
      <span className="logo__name">{STUDIO_NAME}</span>
    </span>
  );
}
