import type { FieldProblem } from '@backroom/core/orders/checkout-rules';
import { useMemo } from 'react';
import { type Translator, useMessages } from '../../lib/i18n/use-messages';
import { checkoutProblemMessages } from './checkout-problems.messages';
import type { messages } from './checkout-problems.messages.en';

/** The checkout problems catalogue in one language. */
export type ProblemTranslator = Translator<keyof typeof messages>;

/** A problem with its message in the translator's language (worded by its code, never by its English). */
export function problemInLanguage(t: ProblemTranslator, problem: FieldProblem): FieldProblem {
  return { ...problem, message: t(`checkoutProblems.${problem.code}`, problem.values) };
}

/** Turns core's problems into the page's language: `problemsByPath(problems.map(problemText))`. */
export function useProblemText(): (problem: FieldProblem) => FieldProblem {
  const t = useMessages(checkoutProblemMessages);
  return useMemo(() => (problem: FieldProblem) => problemInLanguage(t, problem), [t]);
}
