const PHRASE_COUNT = 50;
const MIN_WORD_LENGTH = 4;
/**
 * About fifty searches a shopper might type, taken from real names and brands: whole brands,
 * three- and four-letter prefixes ('fox'), single words, two-word queries, brand plus word, and
 * two typos. Picks are spread over the frequency ranking, so common and rare words both appear.
 */
export function buildSearchPhrases(items) {
    const names = items.map((item) => shopperName(item.name));
    const wordRanking = byFrequency(names.flatMap(words));
    const brandRanking = byFrequency(items.map((item) => item.brand.trim()).filter((brand) => brand.length > 0));
    const pairs = byFrequency(names.flatMap(adjacentPairs));
    const phrases = new Set();
    const add = (phrase) => {
        if (phrase !== undefined && phrase.length > 0 && phrases.size < PHRASE_COUNT)
            phrases.add(phrase);
    };
    spread(brandRanking, 8).forEach((brand) => add(brand.toLowerCase()));
    spread(brandRanking, 4).forEach((brand) => add(words(brand)[0]?.slice(0, 3)));
    spread(wordRanking, 4).forEach((word) => add(word.slice(0, 4)));
    spread(wordRanking, 12).forEach(add);
    spread(pairs, 12).forEach(add);
    for (const item of spread(items, 4))
        add(brandAndWord(item));
    spread(wordRanking.filter((word) => word.length >= 6), 2).forEach((word, index) => add(typo(word, index)));
    for (const word of wordRanking)
        add(word);
    return [...phrases];
}
/** The brand's first word and the first name word that is not part of the brand, e.g. 'fox soil'. */
function brandAndWord(item) {
    const brandWords = words(item.brand);
    const nameWord = words(shopperName(item.name)).find((word) => !brandWords.includes(word));
    return brandWords[0] !== undefined && nameWord !== undefined ? `${brandWords[0]} ${nameWord}` : undefined;
}
/** The part of a name a shopper sees: the last '>' segment. */
function shopperName(name) {
    return name.split('>').at(-1)?.trim() ?? name;
}
function words(text) {
    return text
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length >= MIN_WORD_LENGTH);
}
function adjacentPairs(name) {
    const nameWords = words(name);
    return nameWords.slice(1).map((word, index) => `${nameWords[index] ?? ''} ${word}`);
}
/** Distinct values, most frequent first (ties alphabetical, so the result is stable). */
function byFrequency(values) {
    const counts = new Map();
    for (const value of values)
        counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts.entries()]
        .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
        .map(([value]) => value);
}
/** `count` values evenly spaced over the list, first included. */
function spread(values, count) {
    if (values.length <= count)
        return [...values];
    return Array.from({ length: count }, (_, index) => values[Math.floor((index * values.length) / count)]);
}
/** A typing slip: two middle letters swapped, or one dropped. */
function typo(word, variant) {
    const middle = Math.floor(word.length / 2);
    if (variant % 2 === 1)
        return word.slice(0, middle) + word.slice(middle + 1);
    return word.slice(0, middle - 1) + (word[middle] ?? '') + (word[middle - 1] ?? '') + word.slice(middle + 1);
}
//# sourceMappingURL=search-phrases.js.map