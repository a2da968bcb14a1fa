import { stockLabel } from '../../../domain/catalog/stock.ts';
import { Badge } from '../../components/ui/badge.tsx';

export function StockBadge({ inStock }: { inStock: number }) {
  return <Badge tone={inStock > 0 ? 'green' : 'red'}>{stockLabel(inStock)}</Badge>;
}
