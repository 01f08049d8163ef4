import { HttpError } from '../../lib/http-error.js';

export const productNotFound = () => new HttpError(404, 'product_not_found', 'shop:errors.productNotFound');
export const cartLineNotFound = () =>
  new HttpError(404, 'cart_line_not_found', 'shop:errors.cartLineNotFound');
export const orderNotFound = () => new HttpError(404, 'order_not_found', 'shop:errors.orderNotFound');
