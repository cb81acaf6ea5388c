/** goods.type: the spec's item type, 1 for a product (appliance), 2 for an accessory. */
export const GOODS_TYPE = { product: 1, accessory: 2 } as const;
