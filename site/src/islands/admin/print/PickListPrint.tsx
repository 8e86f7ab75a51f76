import { Fragment } from 'react';
import type { PickSheet } from '../../../../../domain/contracts/pick-sheet.ts';
import type { SlipShop } from '../../../../../domain/print/order-slips.ts';
import { type IfOut, type PickList, type PickListLine, pickList } from '../../../../../domain/print/pick-list.ts';
import { pageLanguage, t } from '../../../i18n/t.ts';
import { type PickListPaper, pickListCss } from './pick-list-styles.ts';

/** "If out: best match, such as Jasmine Rice 1 kg or Brown Rice 1 kg", "If out: Oat Milk 1 L", "If out: refund". */
function ifOutText(ifOut: IfOut): string {
  if (ifOut.mode === 'specific') return t('pick-list.ifOutNamed', { name: ifOut.name });
  if (ifOut.mode === 'none') return t('pick-list.ifOutRefund');
  if (ifOut.suggestions.length === 0) return t('pick-list.ifOutBestMatch');
  const suggestions = new Intl.ListFormat(pageLanguage(), { type: 'disjunction' }).format(ifOut.suggestions);
  return t('pick-list.ifOutBestMatchSuch', { suggestions });
}

function dueText(list: PickList): string | null {
  if (!list.due) return null;
  return t(list.due.label === 'Ready by' ? 'pick-list.readyBy' : 'pick-list.promisedFor', { time: list.due.at });
}

function PickListItem({ line }: { line: PickListLine }) {
  const codes = [
    line.sku && t('pick-list.sku', { sku: line.sku }),
    line.barcode && t('pick-list.barcode', { barcode: line.barcode }),
  ].filter((code): code is string => Boolean(code));
  return (
    <li data-line={line.index}>
      <span className="pick-box" aria-hidden="true" />
      <p className="pick-quantity">{line.weighIn ? line.ordered : `${line.ordered} ×`}</p>
      <div>
        <p className="pick-name">{line.name}</p>
        {line.options.map((option, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a printed list of one order, rendered once: a line's options never move
          <p key={at} className="pick-detail">
            {option}
          </p>
        ))}
        {line.gone ? (
          <p className="pick-detail">{t('pick-list.gone')}</p>
        ) : (
          codes.length > 0 && (
            <p className="pick-codes">
              {codes.map((code, at) => (
                <Fragment key={code}>
                  {at > 0 && ' · '}
                  <span className="pick-code">{code}</span>
                </Fragment>
              ))}
            </p>
          )
        )}
        {line.stockLeft !== null && <p className="pick-detail">{t('pick-list.stockLeft', { stock: line.stockLeft })}</p>}
        <p className="pick-if-out">{ifOutText(line.ifOut)}</p>
        {line.weighIn && (
          <p className="pick-weigh">
            {t('pick-list.weight')} <span className="pick-blank" /> {line.weighIn}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * An order's picking list, on an 80 mm roll or an A4 sheet, with the stylesheet that prints it
 * alone. `pageLengthMm`: on a roll, its measured length (null while it is being measured).
 */
export function PickListPrint({
  sheet,
  shop,
  paper,
  pageLengthMm,
}: {
  sheet: PickSheet;
  shop: SlipShop;
  paper: PickListPaper;
  pageLengthMm: number | null;
}) {
  const list = pickList(sheet, shop, pageLanguage());
  const due = dueText(list);
  return (
    <>
      <style>{pickListCss(paper, pageLengthMm)}</style>
      <article data-pick-list={paper}>
        <p className="pick-title">{t('pick-list.title')}</p>
        <p className="pick-reference">#{list.reference}</p>
        {list.location !== null && <p className="pick-strong">{t('pick-list.location', { location: list.location })}</p>}
        <p className="pick-strong">
          {t('pick-list.handOver', { type: list.handOver })}
          {list.timing === 'ASAP' && ` · ${t('pick-list.soon')}`}
        </p>
        {due && <p className="pick-strong">{due}</p>}
        <p>{list.customerName}</p>
        <p>{t('pick-list.lineCount', { count: list.lineCount })}</p>
        {list.aisles.map((aisle) => (
          <section key={aisle.name}>
            <p className="pick-aisle">{aisle.name || t('pick-list.noAisle')}</p>
            <ul className="pick-lines">
              {aisle.lines.map((line) => (
                <PickListItem key={line.index} line={line} />
              ))}
            </ul>
          </section>
        ))}
        {list.notes && (
          <>
            <p className="pick-notes-label">{t('pick-list.notes')}</p>
            <p className="pick-notes">{list.notes}</p>
          </>
        )}
        <p className="pick-signature">
          {t('pick-list.pickedBy')} <span className="pick-blank" />
        </p>
      </article>
    </>
  );
}
