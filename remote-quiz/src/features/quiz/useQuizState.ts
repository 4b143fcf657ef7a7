import { useEffect, useReducer } from 'react';
import { initialState, isPristine, quizReducer, sanitize, type QuizState } from './quizState';

/** Session storage, not local: the answers stay through a reload but leave with the tab (shared computers). */
export const STORAGE_KEY = 'studio.quiz.v1';

function load(): QuizState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? sanitize(JSON.parse(raw)) : initialState();
  } catch {
    return initialState();
  }
}

/** The wizard's state, kept in session storage until the quiz is sent (public-site.md §4). */
export function useQuizState() {
  const [state, dispatch] = useReducer(quizReducer, undefined, load);
  useEffect(() => {
    try {
      if (isPristine(state)) sessionStorage.removeItem(STORAGE_KEY);
      else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // storage full or disabled (private mode): the quiz still works, it just won't survive a reload
    }
  }, [state]);
  return [state, dispatch] as const;
}
