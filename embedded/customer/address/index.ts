/** The customer/address domain's public face: what other domains of the backend may use of it. */
export { type AddressRow, findAddress, insertAddressStatement, listAddresses } from './storage'
