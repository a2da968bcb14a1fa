import { MAIN_REGISTER } from '../../../domain/counter/counter-sale.contract.ts';
import type { Drawer } from '../../../domain/counter/drawer.contract.ts';

/** The registers with an open drawer, in the order the server lists them. */
export const openRegisters = (drawers: readonly Drawer[]): string[] =>
  drawers.filter((drawer) => drawer.status === 'open').map((drawer) => drawer.register);

/**
 * The register this screen rings on. One open drawer is used without asking. With several, the
 * one this screen last chose while its drawer is open; otherwise none (null) until the cashier
 * chooses, so cash never lands in another register's drawer unasked. With none open the screen
 * keeps its own register, Main until one is chosen, so a card sale still names it.
 */
export function screenRegister(open: readonly string[], remembered: string | null): string | null {
  if (open.length === 0) return remembered ?? MAIN_REGISTER;
  if (open.length === 1) return open[0] ?? null;
  return remembered !== null && open.includes(remembered) ? remembered : null;
}

/**
 * The screen's register when no drawer of it is open, so the Cash tab can say so before the
 * sale is rung up (Complete sale would refuse the cash); null when cash can go in its drawer,
 * or while the screen has yet to choose one.
 */
export function registerWithoutDrawer(
  open: readonly string[],
  register: string | null,
): string | null {
  return register !== null && !open.includes(register) ? register : null;
}
