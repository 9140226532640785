// The document filters kept in the address, shared by the document list and the search page.

/**
 * The address's parameters with one filter set (or removed when empty). Choosing a product type clears the
 * product line and model; choosing a product line clears the model; any change starts again at page 1.
 */
export function withFilter(params: URLSearchParams, key: string, value: string | number | undefined | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === null || value === '') next.delete(key);
  else next.set(key, String(value));
  if (key === 'productTypeId') next.delete('productId');
  if (key === 'productTypeId' || key === 'productId') next.delete('modelId');
  next.delete('page');
  return next;
}
