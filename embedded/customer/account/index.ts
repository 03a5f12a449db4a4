/** The customer/account domain's public face: what other domains of the backend may use of it. */
export { accountTypeOf, findCustomer, readCustomer } from './storage'
