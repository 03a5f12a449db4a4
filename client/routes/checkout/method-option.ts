/** A shipping or payment method as a radio option: its id, translated name and description. */
export const methodOption = (method: {
  id: string
  name?: string
  description?: string
  translated?: { name?: string; description?: string }
}) => ({
  value: method.id,
  label: method.translated?.name ?? method.name ?? '',
  description: method.translated?.description ?? method.description ?? undefined,
})
