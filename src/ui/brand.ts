/** The product's name, once (docs/contract.md §1): the logo, titles, JSON-LD and the embed code read it. */
export const PRODUCT_NAME = 'PromptArc';
