/** The sales-channel key of the local Shopware stand-in (decision 034): a test key for a loopback worker, no secret. */
export const UPSTREAM_TEST_ACCESS_KEY = 'SWSCUPSTREAMLOCALTESTKEY000001'
