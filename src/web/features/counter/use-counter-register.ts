import { useCallback, useState } from 'react';
import type { Drawer } from '../../../domain/counter/drawer.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { openRegisters, screenRegister } from './register-choice.ts';

const storageKey = (location: Location) => `counterRegister:${location}`;

/**
 * The register this screen rings on, remembered per store in local storage: a counter PC stays
 * the same register from one day to the next. `register` is null while the drawers load, and
 * while several are open and this screen has not chosen one of them.
 */
export function useCounterRegister(location: Location, drawers: readonly Drawer[] | undefined) {
  const [remembered, setRemembered] = useState(() => localStorage.getItem(storageKey(location)));
  const choose = useCallback(
    (register: string) => {
      localStorage.setItem(storageKey(location), register);
      setRemembered(register);
    },
    [location],
  );
  const open = drawers ? openRegisters(drawers) : [];
  return { register: drawers ? screenRegister(open, remembered) : null, open, choose };
}
