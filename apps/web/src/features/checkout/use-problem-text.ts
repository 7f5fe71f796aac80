import type { Locale } from '@backroom/core/locale';
import type { FieldProblem } from '@backroom/core/orders/checkout-rules';
import { isProvinceCode, provinceName } from '@backroom/core/provinces';
import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n/locale-context';
import { type Translator, useMessages } from '../../lib/i18n/use-messages';
import { checkoutProblemMessages } from './checkout-problems.messages';
import type { messages } from './checkout-problems.messages.en';

/** The checkout problems catalogue in one language. */
export type ProblemTranslator = Translator<keyof typeof messages>;

// Values that are province codes (one, or several with spaces), named in the page's language.
const PROVINCE_VALUES = new Set(['province', 'postalProvince']);

function valuesIn(locale: Locale, values: FieldProblem['values']): FieldProblem['values'] {
  if (!values) return values;
  const named = (value: string | number) => {
    const codes = String(value).split(' ');
    return codes.every(isProvinceCode) ? codes.map((code) => provinceName(code, locale)).join(' / ') : value;
  };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, PROVINCE_VALUES.has(key) ? named(value) : value]));
}

/** A problem with its message in the translator's language (worded by its code, never by its English). */
export function problemInLanguage(t: ProblemTranslator, problem: FieldProblem, locale: Locale = 'en-CA'): FieldProblem {
  return { ...problem, message: t(`checkoutProblems.${problem.code}`, valuesIn(locale, problem.values)) };
}

/** Turns core's problems into the page's language: `problemsByPath(problems.map(problemText))`. */
export function useProblemText(): (problem: FieldProblem) => FieldProblem {
  const t = useMessages(checkoutProblemMessages);
  const locale = useLocale();
  return useMemo(() => (problem: FieldProblem) => problemInLanguage(t, problem, locale), [t, locale]);
}
