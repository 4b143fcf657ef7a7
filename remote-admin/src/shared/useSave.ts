import { useState } from 'react';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from './useNotify';

/** The save of a form dialog: `saving` locks the form meanwhile, and a toast tells how it went. */
export function useSave() {
  const [saving, setSaving] = useState(false);
  const notify = useNotify();

  async function save<R>(write: () => Promise<R>, done: string, failed: string, onSaved: (result: R) => void) {
    setSaving(true);
    try {
      const result = await write();
      notify.success(SUCCESS_TITLE, done);
      onSaved(result);
    } catch {
      notify.error(ERROR_TITLE, failed);
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
