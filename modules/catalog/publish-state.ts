/** goods.publish: 1 is on sale; anything else is delisted. */
export const PUBLISHED = 1;
