/** Shopware's SuccessResponse: an ArrayStruct `{success: true}`, which the Store API serializes with its apiAlias. */
export const SUCCESS = { success: true, apiAlias: 'array_struct' } as const
