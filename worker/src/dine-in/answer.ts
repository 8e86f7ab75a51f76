import type { z } from 'zod';
import type { ClosedTabAnswer, TablesAtAGlanceAnswer, TableViewAnswer, TabAnswer } from '../../../domain/contracts/dine-in.ts';
import { splitEvenly } from '../../../domain/dine-in/tab-figures.ts';
import { toZonedIso } from '../../../domain/fulfilment/zoned-time.ts';
import { centsToDollars } from '../../../domain/money.ts';
import type { TabFigures } from '../../../domain/dine-in/tab-figures.ts';
import type { ClosedTab } from './close-tab.ts';
import type { TableAtAGlance, TableTab } from './table-tab.ts';
import type { TableView } from './table-view.ts';

/** Cents → the shop's currency units: a tab's orders are all in the shop's currency. */
function figuresAnswer({ totalCents, paidCents, dueCents }: TabFigures) {
  return { total: centsToDollars(totalCents), paid: centsToDollars(paidCents), due: centsToDollars(dueCents) };
}

export function tabAnswer({ table, tab, orders, figures }: TableTab): TabAnswer {
  return {
    table: { id: table.id, name: table.name, locationId: table.locationId },
    tab: tab && { id: tab.id, openedAt: tab.openedAt.toISOString() },
    orders,
    ...figuresAnswer(figures),
  };
}

export function tablesAtAGlanceAnswer(tables: readonly TableAtAGlance[]): TablesAtAGlanceAnswer['data'] {
  return tables.map(({ table, tab, orderCount, figures }) => ({
    table,
    tab: tab && { id: tab.id, openedAt: tab.openedAt.toISOString() },
    orderCount,
    ...figuresAnswer(figures),
  }));
}

export function closedTabAnswer(closed: ClosedTab, ways: number | undefined): z.infer<typeof ClosedTabAnswer>['data'] {
  return {
    ...tabAnswer(closed),
    closedAt: new Date(closed.closedAt).toISOString(),
    paymentMethod: closed.paymentMethod,
    settled: centsToDollars(closed.settledCents),
    shares: ways ? splitEvenly(closed.settledCents, ways).map((cents) => centsToDollars(cents)) : [],
  };
}

export function tableViewAnswer(view: TableView): TableViewAnswer['data'] {
  return {
    table: { name: view.table.name },
    location: view.location,
    dineIn: {
      open: view.outlook.open,
      message: view.outlook.message,
      earliest: view.outlook.earliest === null ? null : toZonedIso(view.outlook.earliest, view.timeZone),
      payAtEnd: view.payAtEnd,
      cardAccepted: view.cardAccepted,
    },
    orders: view.orders.map((order) => ({
      _id: order._id,
      createdAt: order.createdAt,
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      products: order.products.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        amount: line.amount,
        options: line.options.map((option) => ({ name: option.name })),
      })),
      totalAmount: order.totalAmount,
      expectedAt: order.expectedAt ?? null,
    })),
    ...figuresAnswer(view.figures),
  };
}
