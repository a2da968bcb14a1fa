import { describe, expect, it } from 'vitest';
import type { Drawer } from '../../../domain/counter/drawer.contract.ts';
import { openRegisters, registerWithoutDrawer, screenRegister } from './register-choice.ts';

const drawer = (register: string, status: Drawer['status']) => ({ register, status }) as Drawer;

describe('the register a Counter screen rings on', () => {
  it('lists the registers whose drawer is open, not those closed today', () => {
    expect(
      openRegisters([drawer('Main', 'closed'), drawer('Main', 'open'), drawer('Back', 'open')]),
    ).toEqual(['Main', 'Back']);
  });

  it('uses the one open drawer without asking, whatever the screen chose before', () => {
    expect(screenRegister(['Back'], null)).toBe('Back');
    expect(screenRegister(['Back'], 'Main')).toBe('Back');
  });

  it('with two drawers open, rings on the register this screen chose', () => {
    expect(screenRegister(['Main', 'Back'], 'Back')).toBe('Back');
  });

  it('with two drawers open and no choice of this screen among them, asks', () => {
    expect(screenRegister(['Main', 'Back'], null)).toBeNull();
    expect(screenRegister(['Main', 'Back'], 'Side')).toBeNull();
  });

  it('with no drawer open, keeps the screen’s register, Main until one is chosen', () => {
    expect(screenRegister([], null)).toBe('Main');
    expect(screenRegister([], 'Back')).toBe('Back');
  });

  it('names the screen’s register for the Cash tab only when no drawer of it is open', () => {
    expect(registerWithoutDrawer([], 'Main')).toBe('Main');
    expect(registerWithoutDrawer(['Back'], 'Main')).toBe('Main');
    expect(registerWithoutDrawer(['Main'], 'Main')).toBeNull();
    expect(registerWithoutDrawer(['Main', 'Back'], null)).toBeNull();
  });
});
