export { PRODUCT_NAME } from '../../../../common/brand';
/** Where people reach the operator of this instance. */
export const SUPPORT_EMAIL = 'support@fanstage.example';
