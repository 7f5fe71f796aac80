import { buildSearchPhrases } from './search-phrases.js';
const PAGE_SIZE = 1000;
const SAMPLE_PAGES = 5;
export async function sampleCatalogue(storeUrl, items) {
    const categories = await getJson(`${storeUrl}/categories`);
    const parents = new Set(categories.map((category) => category.parentId));
    const leafCategoryIds = categories.map((category) => category.id).filter((id) => !parents.has(id));
    // Pages spread over the whole listing, so the ids are not only the first rows of the table.
    const pageCount = Math.max(1, Math.ceil(items / PAGE_SIZE));
    const pageIndexes = new Set(Array.from({ length: SAMPLE_PAGES }, (_, index) => Math.floor((index * pageCount) / SAMPLE_PAGES)));
    const pages = await Promise.all([...pageIndexes].map((page) => getJson(`${storeUrl}/items?limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`)));
    // Shoppers open an item or a group head; a variant is reached through its head (and answers 404
    // when the head is hidden), so variants stay out of the sample.
    const sampled = pages.flat().filter((item) => item.group.parentId === null);
    const first = sampled[0];
    if (first === undefined || leafCategoryIds.length === 0) {
        throw new Error(`The store at ${storeUrl} has no items or no categories; was it seeded?`);
    }
    // No request here may touch a URL the benchmark rotates over: the server caches answers per URL,
    // and the cold pass must see every one of them uncached.
    return {
        itemIds: shuffled(sampled.map((item) => item.id)),
        leafCategoryIds: shuffled(leafCategoryIds),
        searchPhrases: buildSearchPhrases(sampled),
    };
}
async function getJson(url) {
    const response = await fetch(url);
    if (response.status !== 200)
        throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json());
}
/** A fixed-seed shuffle: the same catalogue gives the same request order on every run. */
function shuffled(values) {
    const result = [...values];
    let seed = 0x9e3779b9;
    for (let index = result.length - 1; index > 0; index--) {
        seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
        const other = seed % (index + 1);
        [result[index], result[other]] = [result[other], result[index]];
    }
    return result;
}
//# sourceMappingURL=catalogue-sample.js.map