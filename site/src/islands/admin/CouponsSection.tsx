import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { AdminCoupon } from '../../../../domain/coupon-form.ts';
import { couponState, type CouponState } from '../../../../domain/coupons.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { AdminTable } from './AdminTable.tsx';
import CouponFormDialog from './CouponFormDialog.tsx';
import { $adminCoupons, $couponEditor, loadAdminCoupons, openAddCoupon, openEditCoupon, setCouponActive } from './coupons-store.ts';
import { LoadFailed } from './LoadFailed.tsx';

const HEADING_ID = 'coupons-heading';
const COLUMNS = ['Code', 'Discount', 'Min order', 'Expires', 'Uses', 'Status', 'Actions'];
const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700';
const rowButton = 'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold ring-1';

const expiryFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/** The last day a coupon applies, in the owner's time zone: '31 Dec 2026'. */
function lastDay(expiresAt: string): string {
  return expiryFormat.format(new Date(Date.parse(expiresAt) - 1));
}

function stateOf(coupon: AdminCoupon, now: number): CouponState {
  return couponState({ ...coupon, expiresAt: coupon.expiresAt === null ? null : Date.parse(coupon.expiresAt) }, now);
}

const BADGE: Record<CouponState, string> = {
  Active: 'bg-green-50 text-leaf-700 ring-green-200',
  Disabled: 'bg-stone-100 text-ink-muted ring-stone-300',
  Expired: 'bg-amber-50 text-amber-900 ring-amber-200',
  'Used up': 'bg-amber-50 text-amber-900 ring-amber-200',
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
        <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${BADGE[state]}`}>{state}</span>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={`Edit ${coupon.code}`}
            onClick={() => openEditCoupon(coupon)}
            className={`${rowButton} text-brand-700 ring-brand-200 hover:bg-brand-50`}
          >
            Edit
          </button>
          {coupon.active ? (
            <button
              type="button"
              aria-label={`Disable ${coupon.code}`}
              onClick={() => void setCouponActive(coupon, false)}
              className={`${rowButton} text-chili-700 ring-red-200 hover:bg-red-50`}
            >
              Disable
            </button>
          ) : (
            <button
              type="button"
              aria-label={`Enable ${coupon.code}`}
              onClick={() => void setCouponActive(coupon, true)}
              className={`${rowButton} text-leaf-700 ring-green-200 hover:bg-green-50`}
            >
              Enable
            </button>
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
  let body: ReactNode;
  if (state.status === 'loading' && coupons.length === 0) body = <Spinner />;
  else if (state.status === 'error' && coupons.length === 0) {
    body = <LoadFailed message={state.message} onRetry={() => void loadAdminCoupons()} />;
  } else {
    body = (
      <AdminTable
        caption="Coupons"
        columns={COLUMNS}
        rows={coupons.map((coupon) => <CouponRow key={coupon.code} coupon={coupon} now={now} />)}
        emptyText="No coupons yet. Add the first one."
        minWidthClass="min-w-[46rem]"
        busy={state.status === 'loading'}
        nested
      />
    );
  }

  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id={HEADING_ID} className="text-xl font-bold text-brand-800">
            Coupons
          </h2>
          <p className="mt-1 text-sm text-ink-muted">Disabled coupons stop applying at once; past orders keep theirs.</p>
        </div>
        <button type="button" onClick={openAddCoupon} className={primaryButton}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
          Add coupon
        </button>
      </div>
      {body}
      {editor.open && <CouponFormDialog key={editor.coupon?.code ?? 'new'} coupon={editor.coupon} />}
    </section>
  );
}
