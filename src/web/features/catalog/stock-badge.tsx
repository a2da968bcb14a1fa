import { stockLabel } from '../../../domain/catalog/stock.ts';
import { Badge, type BadgeSize } from '../../components/ui/badge.tsx';

export function StockBadge({ inStock, size }: { inStock: number; size?: BadgeSize }) {
  return (
    <Badge tone={inStock > 0 ? 'green' : 'red'} size={size}>
      {stockLabel(inStock)}
    </Badge>
  );
}
