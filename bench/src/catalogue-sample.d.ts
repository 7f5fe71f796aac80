/** The fields of an item the benchmark uses to build its requests. */
export interface ItemSummary {
    id: string;
    name: string;
    brand: string;
    group: {
        parentId: string | null;
    };
}
/** Real ids and words from the seeded store, so every benchmark request hits a real row. */
export interface CatalogueSample {
    itemIds: string[];
    leafCategoryIds: string[];
    searchPhrases: string[];
}
export declare function sampleCatalogue(storeUrl: string, items: number): Promise<CatalogueSample>;
