import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { AdminCoupon } from '../../../../domain/contracts/coupons.ts';
import { couponState, type CouponState } from '../../../../domain/coupons.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { AdminListTable } from './AdminListTable.tsx';
import CouponFormDialog from './CouponFormDialog.tsx';
import { $adminCoupons, $couponEditor, loadAdminCoupons, openAddCoupon, openEditCoupon, setCouponActive } from './coupons-store.ts';
import { AddButton, type BadgeTone, RowButton, StateBadge } from './ListParts.tsx';

const HEADING_ID = 'coupons-heading';
const COLUMNS = ['Code', 'Discount', 'Min order', 'Expires', 'Uses', 'Status', 'Actions'];

const expiryFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/** The last day a coupon applies, in the owner's time zone: '31 Dec 2026'. */
function lastDay(expiresAt: string): string {
  return expiryFormat.format(new Date(Date.parse(expiresAt) - 1));
}

function stateOf(coupon: AdminCoupon, now: number): CouponState {
  return couponState({ ...coupon, expiresAt: coupon.expiresAt === null ? null : Date.parse(coupon.expiresAt) }, now);
}

const BADGE: Record<CouponState, BadgeTone> = {
  Active: 'good',
  Disabled: 'off',
  Expired: 'warn',
  'Used up': 'warn',
};

function CouponRow({ coupon, now }: { coupon: AdminCoupon; now: number }) {
  const state = stateOf(coupon, now);
  return (
    <tr className="border-t border-brand-100 align-middle">
      <th scope="row" className="px-4 py-3 font-mono font-semibold text-ink">
        {coupon.code}
      </th>
      <td className="px-4 py-3 tabular-nums">{coupon.discountPercent}%</td>
      <td className="px-4 py-3 tabular-nums">{coupon.minOrder > 0 ? formatDollars(coupon.minOrder) : 'None'}</td>
      <td className="px-4 py-3">{coupon.expiresAt ? <time dateTime={coupon.expiresAt}>{lastDay(coupon.expiresAt)}</time> : 'Never'}</td>
      <td className="px-4 py-3 tabular-nums">
        {coupon.usedCount} / {coupon.usageLimit ?? 'no limit'}
      </td>
      <td className="px-4 py-3">
        <StateBadge tone={BADGE[state]}>{state}</StateBadge>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <RowButton label={`Edit ${coupon.code}`} tone="brand" onClick={() => openEditCoupon(coupon)}>
            Edit
          </RowButton>
          {coupon.active ? (
            <RowButton label={`Disable ${coupon.code}`} tone="danger" onClick={() => void setCouponActive(coupon, false)}>
              Disable
            </RowButton>
          ) : (
            <RowButton label={`Enable ${coupon.code}`} tone="good" onClick={() => void setCouponActive(coupon, true)}>
              Enable
            </RowButton>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The 'Coupons' section: every coupon with its terms and uses; add, edit, disable and enable. */
export function CouponsSection() {
  const state = useStore($adminCoupons);
  const editor = useStore($couponEditor);

  useEffect(() => {
    void loadAdminCoupons();
  }, []);

  const { coupons } = state;
  const now = Date.now();
  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id={HEADING_ID} className="text-xl font-bold text-brand-800">
            Coupons
          </h2>
          <p className="mt-1 text-sm text-ink-muted">Disabled coupons stop applying at once; past orders keep theirs.</p>
        </div>
        <AddButton onClick={openAddCoupon}>Add coupon</AddButton>
      </div>
      <AdminListTable
        load={state}
        onRetry={() => void loadAdminCoupons()}
        caption="Coupons"
        columns={COLUMNS}
        rows={coupons.map((coupon) => <CouponRow key={coupon.code} coupon={coupon} now={now} />)}
        emptyText="No coupons yet. Add the first one."
        minWidthClass="min-w-[46rem]"
        nested
      />
      {editor.open && <CouponFormDialog key={editor.coupon?.code ?? 'new'} coupon={editor.coupon} />}
    </section>
  );
}
