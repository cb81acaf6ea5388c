/** One row of a goods' specification table (goods_translations.specifications). */
export type SpecificationRow = { label: string; value: string };
