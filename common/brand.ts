/** The product's name as shown to people (also the default of APP_NAME). */
export const PRODUCT_NAME = 'Fanstage';
