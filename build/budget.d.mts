// The types of build/budget.mjs (the size budgets, read by the tests and the bench).
export declare const CLASSIC_SCRIPT_GZIP_BUDGET: number;
export declare const ES_FIRST_LOAD_GZIP_BUDGET: number;
export declare const ES_FIRST_LOAD_GZIP_CEILING: number;
