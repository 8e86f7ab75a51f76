import { atom } from 'nanostores';
import type { AdminCoupon } from '../../../../domain/contracts/coupons.ts';
import { ApiError, callApi, failureMessage, fieldMessages } from '../../lib/api.ts';
import { toast } from '../../stores/toasts.ts';
import { t } from '../../i18n/t.ts';

/** The Settings screen's coupons (GET/POST/PUT /api/admin/coupons) and the add/edit dialog. */
export type AdminCoupons =
  | { status: 'loading'; coupons: readonly AdminCoupon[] }
  | { status: 'ready'; coupons: readonly AdminCoupon[] }
  | { status: 'error'; coupons: readonly AdminCoupon[]; message: string };

export const $adminCoupons = atom<AdminCoupons>({ status: 'loading', coupons: [] });

/** Closed, or open on a coupon (edit) or on nothing (add). */
export type CouponEditor = { open: false } | { open: true; coupon: AdminCoupon | null };
export const $couponEditor = atom<CouponEditor>({ open: false });

/** What the dialog sends: the code as typed, numbers as read in the shop's locale (null: none), the expiry as an instant or null. */
export interface CouponFormBody {
  code: string;
  discountPercent: number;
  minOrder: number | null;
  usageLimit: number | null;
  expiresAt: string | null;
  active: boolean;
}

export type SaveResult = { ok: true } | { ok: false; errors: Record<string, string> };

export async function loadAdminCoupons(): Promise<void> {
  const { coupons } = $adminCoupons.get();
  $adminCoupons.set({ status: 'loading', coupons });
  try {
    const answer = await callApi('GET', '/api/admin/coupons');
    $adminCoupons.set({ status: 'ready', coupons: answer.data });
  } catch (error) {
    const message = failureMessage(error, t('admin-settings.couponsLoadFailed'));
    $adminCoupons.set({ status: 'error', coupons, message });
    toast.error(message);
  }
}

export function openAddCoupon(): void {
  $couponEditor.set({ open: true, coupon: null });
}

export function openEditCoupon(coupon: AdminCoupon): void {
  $couponEditor.set({ open: true, coupon });
}

export function closeCouponEditor(): void {
  $couponEditor.set({ open: false });
}

/** Adds a coupon, or changes the one being edited; on success the dialog closes and the table reloads. */
export async function saveCoupon(body: CouponFormBody): Promise<SaveResult> {
  const editor = $couponEditor.get();
  const editing = editor.open ? editor.coupon : null;
  try {
    const { code, ...terms } = body;
    const answer = editing
      ? await callApi('PUT', '/api/admin/coupons/:code', { param: { code: editing.code }, json: terms })
      : await callApi('POST', '/api/admin/coupons', { json: { code, ...terms } });
    toast.success(answer.message ?? (editing ? t('admin-settings.couponUpdated') : t('admin-settings.couponAdded')));
  } catch (error) {
    const message = failureMessage(error, t('admin-settings.couponSaveFailed'));
    toast.error(message);
    // A taken code is the code field's problem: say so beside it too.
    return { ok: false, errors: error instanceof ApiError && error.status === 409 ? { code: message } : fieldMessages(error) };
  }
  closeCouponEditor();
  await loadAdminCoupons();
  return { ok: true };
}

/** Disables a coupon (it stops applying at once) or enables it again. */
export async function setCouponActive(coupon: AdminCoupon, active: boolean): Promise<boolean> {
  try {
    const answer = await callApi('PUT', '/api/admin/coupons/:code', { param: { code: coupon.code }, json: { active } });
    toast.success(answer.message ?? (active ? t('admin-settings.couponEnabled') : t('admin-settings.couponDisabled')));
  } catch (error) {
    toast.error(failureMessage(error, t('admin-settings.couponSaveFailed')));
    return false;
  }
  await loadAdminCoupons();
  return true;
}
