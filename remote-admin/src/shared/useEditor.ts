import { useState } from 'react';

/** Which item the form dialog of a section is open on: `item` null is a new one. */
export function useEditor<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  return {
    ...state,
    create: () => setState({ open: true, item: null }),
    edit: (item: T) => setState({ open: true, item }),
    close: () => setState({ open: false, item: null }),
  };
}
