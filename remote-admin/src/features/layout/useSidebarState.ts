import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME, SIDEBAR_KEYBOARD_SHORTCUT } from '@studio/contracts/auth';

function readCookie(): boolean {
  const m = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE_NAME}=([^;]*)`));
  return m ? m[1] !== 'false' : true;
}

function writeCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * The sidebar: expanded or collapsed on a wide screen (kept in a cookie for 7 days), an overlay on a phone
 * (never remembered). Ctrl or Cmd + b toggles whichever applies.
 */
export function useSidebarState(isMobile: boolean) {
  const [open, setOpen] = useState(readCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const setExpanded = useCallback((value: boolean) => {
    setOpen(value);
    writeCookie(value);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((v) => !v);
    else setExpanded(!open);
  }, [isMobile, open, setExpanded]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return { open, openMobile, setOpenMobile, toggle };
}
