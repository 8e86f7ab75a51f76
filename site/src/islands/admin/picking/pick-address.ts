import { localePath } from '../../../i18n/t.ts';
import { ADMIN_PAGES } from '../admin-pages.ts';

/** Where a picker opens an order: the Picking screen with the order named. */
export const pickAddress = (orderId: string) => `${localePath(ADMIN_PAGES.pick.href)}?order=${encodeURIComponent(orderId)}`;
