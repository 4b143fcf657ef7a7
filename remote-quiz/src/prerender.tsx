// The quiz rendered at build time (prerenderPages in @studio/platform/prerender). The public remote renders the
// site's layout around it with a slot and the edge fills the slot with this HTML, so /orcamento paints its
// first question before any script runs.
import { prerenderPages } from '@studio/platform/prerender';
import QuizPage from './screens/QuizPage';

export const { paths, render } = prerenderPages('quiz', { 'quiz/QuizPage': QuizPage });
