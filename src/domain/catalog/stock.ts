/** The stock badge: 'In Stock (n)' above zero, otherwise 'Out of Stock'. */
export function stockLabel(inStock: number): string {
  return inStock > 0 ? `In Stock (${inStock})` : 'Out of Stock';
}
