/** A line whose item was repriced since it went in the cart: the new price is what is charged. */
export function PriceUpdatedNote({ was }: { was: string }) {
  return (
    <p className="text-sm font-medium text-amber-800">
      Price updated <span className="font-normal text-stone-600">(was {was})</span>
    </p>
  );
}
