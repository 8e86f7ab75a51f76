import { type RefObject, useEffect, useId, useState } from 'react';
import type { CustomerFound } from '../../../../../domain/contracts/customers.ts';
import { customerQuery, isSearchable } from '../../../../../domain/counter/customer-search.ts';
import { callApi } from '../../../lib/api.ts';
import { type MessageKey, t } from '../../../i18n/t.ts';
import type { DraftCustomer } from './new-order-draft.ts';
import { FIELD_CLASS, SearchBox } from './SearchBox.tsx';
import { useListChoice } from './use-list-choice.ts';

/** How long the box waits after a keystroke before it asks: a typist's next key cancels the ask. */
const ASK_AFTER_MS = 150;

/** The customer's own fields, for a new caller or a correction. */
const FIELDS = [
  { field: 'name', label: 'admin-new-order.name', type: 'text' },
  { field: 'phone', label: 'admin-new-order.phone', type: 'tel' },
  { field: 'email', label: 'admin-new-order.email', type: 'email' },
] as const satisfies readonly { field: keyof DraftCustomer; label: MessageKey; type: string }[];

type Search = { status: 'idle' } | { status: 'asking' } | { status: 'done'; found: CustomerFound[] };

/**
 * The customer: a box that finds who ordered before (GET /api/admin/customers) by phone, name or
 * e-mail — arrows to choose, Enter takes their name, phone, e-mail and last address — and the
 * three fields themselves, for a new caller or a correction.
 */
export function CustomerFinder(props: {
  customer: DraftCustomer;
  onChange: (customer: DraftCustomer) => void;
  onTake: (found: CustomerFound) => void;
  boxRef: RefObject<HTMLInputElement | null>;
}) {
  const { customer, onChange, onTake, boxRef } = props;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [news, setNews] = useState('');
  const ids = { fields: useId() };
  const found = search.status === 'done' ? search.found : [];

  useEffect(() => {
    if (!isSearchable(customerQuery(typed))) {
      setSearch({ status: 'idle' });
      return;
    }
    let current = true;
    setSearch({ status: 'asking' });
    const timer = setTimeout(() => {
      callApi('GET', '/api/admin/customers', { query: { query: typed } }).then(
        (answer) => current && setSearch({ status: 'done', found: answer.data }),
        () => current && setSearch({ status: 'done', found: [] }),
      );
    }, ASK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed]);

  const take = (chosen: CustomerFound) => {
    onTake(chosen);
    setTyped('');
    setNews(t('admin-new-order.customerTaken', { name: chosen.name }));
  };
  const list = useListChoice(found, take, () => setTyped(''));
  const open = search.status === 'done' && found.length > 0;
  const status =
    search.status === 'asking'
      ? t('admin-new-order.customerSearching')
      : search.status === 'done'
        ? found.length === 0
          ? t('admin-new-order.customerNone')
          : t('admin-new-order.customerFound', { count: found.length })
        : news;

  return (
    <section aria-labelledby="new-order-customer" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <h2 id="new-order-customer" className="text-lg font-bold text-brand-900">
        {t('admin-new-order.customerHeading')}
      </h2>
      <SearchBox
        label={t('admin-new-order.customerSearch')}
        labelClassName="mt-3 block text-sm font-semibold text-ink"
        value={typed}
        onType={setTyped}
        onKeyDown={list.onKeyDown}
        entries={open ? found : []}
        highlighted={list.highlighted}
        entryKey={(each) => `${each.userId ?? each.email}-${each.phone}`}
        renderEntry={(each) => (
          <>
            {t('admin-new-order.customerOption', { name: each.name, phone: each.phone, orders: each.orders })}
            {each.email && <span className="block text-sm text-ink-muted">{each.email}</span>}
          </>
        )}
        onTake={take}
        status={status}
        boxRef={boxRef}
      />
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {FIELDS.map(({ field: name, label, type }) => (
          <div key={name}>
            <label htmlFor={`${ids.fields}-${name}`} className="block text-sm font-semibold text-ink">
              {t(label)}
            </label>
            <input
              id={`${ids.fields}-${name}`}
              type={type}
              autoComplete="off"
              value={customer[name]}
              onChange={(event) => onChange({ ...customer, [name]: event.target.value })}
              className={FIELD_CLASS}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
