import { useStore } from '@nanostores/react';
import { useEffect, useId, type ReactNode } from 'react';
import type { DashboardStats, GuestFlood, LowStockProduct, RecentOrder, SignInStorm } from '../../../../domain/dashboard-stats.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { formatOrderDate } from '../../../../domain/order-status.ts';
import { localePath, pageLanguage, t } from '../../i18n/t.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { StatusBadge } from '../orders/StatusBadge.tsx';
import { $dashboard, $dashboardLocation, chooseDashboardLocation, loadDashboard } from './dashboard-store.ts';
import { hasSeveralLocations } from '../../../../domain/locations/work-locations.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { $shopLocations, loadShopLocations } from './shop-locations.ts';
import { FigureCard } from './FigureCard.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { tElements } from './t-elements.tsx';

const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

function RecentOrderRow({ order }: { order: RecentOrder }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <a href={`${localePath('/admin/orders')}?status=${encodeURIComponent(order.orderStatus)}`} className={link}>
          {t('admin-dashboard.orderLink', { reference: order.reference })}
        </a>
        <p className="text-sm break-words text-ink-muted">
          {order.customerName} · <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </p>
      </div>
      <div className="flex items-center gap-3">
        <StatusBadge status={order.orderStatus} fulfilmentType={order.fulfilmentType} />
        <span className="min-w-16 text-end font-semibold text-ink tabular-nums">{formatDollars(order.totalAmount)}</span>
      </div>
    </li>
  );
}

/** Told to the owner when someone keeps guessing passwords: who is targeted, and that they are not locked out. */
function SignInStorms({ storms }: { storms: SignInStorm[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-2xl bg-amber-50 px-4 py-4 ring-1 ring-amber-300 sm:px-5">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('admin-dashboard.signInStormsHeading')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-ink">
        {storms.map((storm) => (
          <li key={`${storm.kind}:${storm.target}`}>
            {tElements(
              'admin-dashboard.signInStorm',
              { kind: storm.kind, failures: storm.failures, target: storm.target, latest: formatOrderDate(storm.lastAttemptAt) },
              { time: (children) => <time dateTime={storm.lastAttemptAt}>{children}</time> },
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-muted">{t('admin-dashboard.signInStormsNote')}</p>
    </section>
  );
}

/** Told to the owner when guest orders were refused by a limit: from where, or to whom, and that signed-in customers were not held back. */
function GuestFloods({ floods }: { floods: GuestFlood[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-2xl bg-amber-50 px-4 py-4 ring-1 ring-amber-300 sm:px-5">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('admin-dashboard.guestFloodsHeading')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-ink">
        {floods.map((flood) => (
          <li key={`${flood.kind}:${flood.target}`}>
            {tElements(
              'admin-dashboard.guestFlood',
              { kind: flood.kind, refused: flood.refused, target: flood.target, since: formatOrderDate(flood.since) },
              { time: (children) => <time dateTime={flood.since}>{children}</time> },
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-muted">{t('admin-dashboard.guestFloodsNote')}</p>
    </section>
  );
}

/** A list on the Dashboard under its heading, with the way to the screen that deals with it. */
function ListSection({ title, href, linkText, children }: { title: string; href: string; linkText: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 bg-brand-50 px-4 py-3 sm:px-5">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <a href={href} className={link}>
          {linkText}
        </a>
      </div>
      {children}
    </section>
  );
}

/** The products running out, each with what is left and its low mark, and the way to Manage Foods to restock. */
function LowStock({ products }: { products: LowStockProduct[] }) {
  return (
    <ListSection
      title={t('admin-dashboard.lowStockHeading')}
      href={localePath('/admin/foods')}
      linkText={t('admin-dashboard.lowStockLink')}
    >
      <ul className="divide-y divide-brand-100">
        {products.map((product) => (
          <li key={product.foodId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
            <span className="font-semibold break-words text-ink">{product.name}</span>
            <span className="text-ink-muted tabular-nums">
              {t('admin-dashboard.lowStockLine', { left: product.quantity, lowAt: product.lowAt })}
            </span>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}

function Figures({ stats }: { stats: DashboardStats }) {
  const count = new Intl.NumberFormat(pageLanguage());
  return (
    <>
      {stats.signInStorms.length > 0 && <SignInStorms storms={stats.signInStorms} />}
      {stats.guestFloods && stats.guestFloods.length > 0 && <GuestFloods floods={stats.guestFloods} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <FigureCard title={t('admin-dashboard.ordersToday')} value={count.format(stats.today.orders)} />
        <FigureCard title={t('admin-dashboard.revenueToday')} value={formatDollars(stats.today.revenue)}>
          <p className="text-ink-muted">
            {t('admin-dashboard.revenueNote', {
              refunded: stats.today.refunds > 0 ? 'yes' : 'no',
              refunds: formatDollars(stats.today.refunds),
            })}
          </p>
        </FigureCard>
        <FigureCard title={t('admin-dashboard.pendingOrders')} value={count.format(stats.pendingOrders)}>
          <a href={`${localePath('/admin/orders')}?status=pending`} className={link}>
            {t('admin-dashboard.viewPending')}
          </a>
        </FigureCard>
      </div>
      {stats.lowStock && stats.lowStock.length > 0 && <LowStock products={stats.lowStock} />}
      <ListSection title={t('admin-dashboard.recentOrders')} href={localePath('/admin/orders')} linkText={t('admin-dashboard.viewAll')}>
        {stats.recentOrders.length === 0 ? (
          <p className="px-5 py-8 text-center text-ink-muted">{t('admin-dashboard.noOrders')}</p>
        ) : (
          <ol className="divide-y divide-brand-100">
            {stats.recentOrders.map((order) => (
              <RecentOrderRow key={order._id} order={order} />
            ))}
          </ol>
        )}
      </ListSection>
    </>
  );
}

/** The admin Dashboard: today's orders and revenue, pending orders, products running low, the latest orders. */
export function Dashboard() {
  const state = useStore($dashboard);
  const locations = useStore($shopLocations);
  const location = useStore($dashboardLocation);

  useEffect(() => {
    void loadDashboard();
    void loadShopLocations();
  }, []);

  let body: ReactNode;
  if (state.status === 'error' && !state.stats) body = <LoadFailed message={state.message} onRetry={() => void loadDashboard()} />;
  else if (!state.stats) body = <Spinner />;
  else body = <Figures stats={state.stats} />;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t('admin.screenDashboard')}</h1>
        {hasSeveralLocations(locations) && (
          <LocationSelect
            label={t('admin-dashboard.location')}
            allLabel={t('admin-dashboard.allLocations')}
            value={location}
            locations={locations}
            onChange={(chosen) => void chooseDashboardLocation(chosen)}
          />
        )}
        {state.stats && (
          <button
            type="button"
            onClick={() => void loadDashboard()}
            disabled={state.status === 'loading'}
            className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-60"
          >
            {state.status === 'loading' ? t('admin.refreshing') : t('admin.refresh')}
          </button>
        )}
      </div>
      {state.status === 'error' && state.stats && (
        <p role="alert" className="mb-4 font-medium text-chili-700">
          {t('admin.error', { message: state.message })}
        </p>
      )}
      {body}
    </>
  );
}
