import type { Cents } from '../money.js';
import type { Promotion, PromotionReward, PromotionRule, PromotionTarget } from './promotion.js';

/** A language as the promotions' texts take it: 'en' or 'fr', or a shop locale ('en-CA', 'fr-CA'). */
export type PromotionLanguage = 'en' | 'fr' | 'en-CA' | 'fr-CA';
type Lang = 'en' | 'fr';
const lang = (locale: PromotionLanguage): Lang => (locale.startsWith('fr') ? 'fr' : 'en');

/** The shop's time zone: a promotion's dates are read in Halifax time. */
export const PROMOTION_TIME_ZONE = 'America/Halifax';

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** Dollars as a summary writes them: "$10" for whole dollars, "$12.50" else (fr: "10 $", "12,50 $"). */
export function formatPromotionMoney(cents: Cents, locale: PromotionLanguage): string {
  const tag = lang(locale) === 'fr' ? 'fr-CA' : 'en-CA';
  const whole = cents % 100 === 0;
  const key = `${tag}:${String(whole)}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100 + 0);
}

/** A name for more than one: English adds -s (-ies after a consonant and y), French -s; names already ending so stay. */
function plural(name: string, count: number, language: Lang): string {
  if (count <= 1) return name;
  if (language === 'fr') return /[sxz]$/i.test(name) ? name : `${name}s`;
  if (/[sxz]$|ch$|sh$/i.test(name)) return /s$/i.test(name) ? name : `${name}es`;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

function joinNames(names: readonly string[], language: Lang): string {
  const or = language === 'fr' ? 'ou' : 'or';
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${or} ${names[names.length - 1]!}`;
}

/** What a target is called for `count` units: "potting soils", "Fox Farm items" / "articles Fox Farm". */
export function targetName(target: PromotionTarget, count: number, locale: PromotionLanguage): string {
  const language = lang(locale);
  const names = target.names.length > 0 ? target.names : target.kind === 'brands' ? target.brands : target.kind === 'items' ? target.itemIds : target.categoryIds;
  if (target.kind === 'brands') {
    const brands = joinNames(names, language);
    return language === 'fr' ? `${count > 1 ? 'articles' : 'article'} ${brands}` : `${brands} ${count > 1 ? 'items' : 'item'}`;
  }
  return joinNames(
    names.map((name) => plural(name, count, language)),
    language,
  );
}

function percentText(percent: number, language: Lang): string {
  return language === 'fr' ? `${String(percent)} %` : `${String(percent)}%`;
}

/** What the free or discounted units get: "free", "half price", "25% off". */
export function getReward(percentOff: number, count: number, locale: PromotionLanguage): string {
  const language = lang(locale);
  if (percentOff >= 100) return language === 'fr' ? (count > 1 ? 'gratuits' : 'gratuit') : 'free';
  if (percentOff === 50) return language === 'fr' ? 'à moitié prix' : 'half price';
  return language === 'fr' ? `à ${percentText(percentOff, language)} de rabais` : `${percentText(percentOff, language)} off`;
}

function rewardOff(reward: PromotionReward, locale: PromotionLanguage): string {
  const language = lang(locale);
  const amount = 'percentOff' in reward ? percentText(reward.percentOff, language) : formatPromotionMoney(reward.amountOff, locale);
  return language === 'fr' ? `${amount} de rabais` : `${amount} off`;
}

/** The rule alone: "Buy 2 potting soils, get 1 half price" / "Achetez 2 terreaux, obtenez-en 1 à moitié prix". */
export function describeRule(rule: PromotionRule, locale: PromotionLanguage): string {
  const language = lang(locale);
  switch (rule.kind) {
    case 'buy-x-get-y': {
      const buy = `${String(rule.buy.quantity)} ${targetName(rule.buy.target, rule.buy.quantity, locale)}`;
      const reward = getReward(rule.get.percentOff, rule.get.quantity, locale);
      if (rule.get.target === null) {
        return language === 'fr' ? `Achetez ${buy}, obtenez-en ${String(rule.get.quantity)} ${reward}` : `Buy ${buy}, get ${String(rule.get.quantity)} ${reward}`;
      }
      const get = `${String(rule.get.quantity)} ${targetName(rule.get.target, rule.get.quantity, locale)}`;
      return language === 'fr' ? `Achetez ${buy}, obtenez ${get} ${reward}` : `Buy ${buy}, get ${get} ${reward}`;
    }
    case 'off': {
      const on = targetName(rule.target, 2, locale);
      return language === 'fr' ? `${rewardOff(rule.reward, locale)} sur les ${on}` : `${rewardOff(rule.reward, locale)} ${on}`;
    }
    case 'spend': {
      const min = formatPromotionMoney(rule.minSubtotal, locale);
      return language === 'fr' ? `${rewardOff(rule.reward, locale)} sur les commandes de ${min} ou plus` : `${rewardOff(rule.reward, locale)} orders of ${min} or more`;
    }
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function day(instant: number, language: Lang, timeZone: string): string {
  const key = `${language}:${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { timeZone, month: 'long', day: 'numeric' });
    dayFormats.set(key, format);
  }
  return format.format(new Date(instant));
}

/**
 * The plain-language summary of a promotion staff and shoppers read: "Buy 2 potting soils, get 1
 * half price, until May 31". The end is not included, so a promotion ending at midnight says the
 * day before. Dates in `timeZone` (Halifax for the shop); `dates: false` leaves them out (the
 * cart's line label).
 */
export function describePromotion(
  promotion: Pick<Promotion, 'rule' | 'startsAt' | 'endsAt'>,
  locale: PromotionLanguage,
  timeZone: string = PROMOTION_TIME_ZONE,
  options: { dates?: boolean; now?: Date } = {},
): string {
  const language = lang(locale);
  const rule = describeRule(promotion.rule, locale);
  if (options.dates === false) return rule;
  const now = (options.now ?? new Date()).getTime();
  const start = promotion.startsAt === null ? null : Date.parse(promotion.startsAt);
  const lastDay = promotion.endsAt === null ? null : Date.parse(promotion.endsAt) - 1;
  const from = start !== null && start > now ? day(start, language, timeZone) : null;
  const until = lastDay !== null ? day(lastDay, language, timeZone) : null;
  if (from !== null && until !== null) return language === 'fr' ? `${rule}, du ${from} au ${until}` : `${rule}, from ${from} until ${until}`;
  if (from !== null) return language === 'fr' ? `${rule}, à partir du ${from}` : `${rule}, from ${from}`;
  if (until !== null) return language === 'fr' ? `${rule}, jusqu’au ${until}` : `${rule}, until ${until}`;
  return rule;
}
