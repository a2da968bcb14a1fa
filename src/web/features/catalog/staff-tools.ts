import { lazy } from 'react';

/**
 * The staff controls on public pages load only for signed-in staff, so shoppers never
 * download the back office's forms.
 */
const tools = () => import('../admin/catalog/storefront-staff-tools.tsx');

export const StaffAddButton = lazy(() =>
  tools().then((module) => ({ default: module.StaffAddButton })),
);
export const StaffItemActions = lazy(() =>
  tools().then((module) => ({ default: module.StaffItemActions })),
);
