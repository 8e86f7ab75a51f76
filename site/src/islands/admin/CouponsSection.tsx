import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { AdminCoupon } from '../../../../domain/contracts/coupons.ts';
import { couponState, type CouponState } from '../../../../domain/coupons.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { AdminListTable } from './AdminListTable.tsx';
import CouponFormDialog from './CouponFormDialog.tsx';
import { $adminCoupons, $couponEditor, loadAdminCoupons, openAddCoupon, openEditCoupon, setCouponActive } from './coupons-store.ts';
import { AddButton, type BadgeTone, RowButton, StateBadge } from './ListParts.tsx';
import type { MessageKey } from '../../i18n/t.ts';
import { pageLanguage, t } from '../../i18n/t.ts';

const HEADING_ID = 'coupons-heading';
const STATE_WORDS: Record<CouponState, MessageKey> = {
  Active: 'admin-settings.stateActive',
  Disabled: 'admin-settings.stateDisabled',
  Expired: 'admin-settings.stateExpired',
  'Used up': 'admin-settings.stateUsedUp',
};

/** The last day a coupon applies, in the owner's time zone: '31 Dec 2026'. */
function lastDay(expiresAt: string): string {
  // English keeps the day-first '31 Dec 2026' the owner has always read; other languages their own way.
  const language = pageLanguage();
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { day: '2-digit', month: 'short', year: 'numeric' });
  return format.format(new Date(Date.parse(expiresAt) - 1));
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
      <td className="px-4 py-3 tabular-nums">{coupon.minOrder > 0 ? formatDollars(coupon.minOrder) : t('admin-settings.noMinimum')}</td>
      <td className="px-4 py-3">
        {coupon.expiresAt ? <time dateTime={coupon.expiresAt}>{lastDay(coupon.expiresAt)}</time> : t('admin-settings.neverExpires')}
      </td>
      <td className="px-4 py-3 tabular-nums">
        {coupon.usageLimit === null
          ? t('admin-settings.usesUnlimited', { used: coupon.usedCount })
          : t('admin-settings.uses', { used: coupon.usedCount, limit: coupon.usageLimit })}
      </td>
      <td className="px-4 py-3">
        <StateBadge tone={BADGE[state]}>{t(STATE_WORDS[state])}</StateBadge>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <RowButton label={t('admin-settings.editCouponLabel', { code: coupon.code })} tone="brand" onClick={() => openEditCoupon(coupon)}>
            {t('admin.edit')}
          </RowButton>
          {coupon.active ? (
            <RowButton
              label={t('admin-settings.disableLabel', { code: coupon.code })}
              tone="danger"
              onClick={() => void setCouponActive(coupon, false)}
            >
              {t('admin-settings.disable')}
            </RowButton>
          ) : (
            <RowButton
              label={t('admin-settings.enableLabel', { code: coupon.code })}
              tone="good"
              onClick={() => void setCouponActive(coupon, true)}
            >
              {t('admin-settings.enable')}
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
            {t('admin-settings.coupons')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('admin-settings.couponsIntro')}</p>
        </div>
        <AddButton onClick={openAddCoupon}>{t('admin-settings.addCoupon')}</AddButton>
      </div>
      <AdminListTable
        load={state}
        onRetry={() => void loadAdminCoupons()}
        caption={t('admin-settings.coupons')}
        columns={[
          t('admin-settings.columnCode'),
          t('admin-settings.columnDiscount'),
          t('admin-settings.columnMinOrder'),
          t('admin-settings.columnExpires'),
          t('admin-settings.columnUses'),
          t('admin-settings.columnStatus'),
          t('admin-settings.columnActions'),
        ]}
        rows={coupons.map((coupon) => <CouponRow key={coupon.code} coupon={coupon} now={now} />)}
        emptyText={t('admin-settings.couponsEmpty')}
        minWidthClass="min-w-[46rem]"
        nested
      />
      {editor.open && <CouponFormDialog key={editor.coupon?.code ?? 'new'} coupon={editor.coupon} />}
    </section>
  );
}
