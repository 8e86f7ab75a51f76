import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles, findLayerBreaches, findMoneyConversions, LAYER_RULES } from './import-rules.ts';

/** A throw-away project of the given files; `check` runs on its root, which is removed afterwards. */
function withProject(files: Record<string, string>, check: (root: string) => void): void {
  const root = mkdtempSync(join(tmpdir(), 'doorstep-imports-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    check(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('import cycles', () => {
  it('there are none among the worker, domain, database, site, scripts and bench modules', () => {
    expect(findImportCycles()).toEqual([]);
  });

  it('are found, type imports included', () => {
    withProject(
      {
        'src/app.ts': "import { routes } from './routes/foods.ts';\nexport type Env = {};\n",
        'src/routes/foods.ts': "import type { Env } from '../app.ts';\nexport const routes = 1;\n",
        'src/leaf.ts': 'export const leaf = 1;\n',
      },
      (root) => expect(findImportCycles(root, ['src'])).toEqual([['src/app.ts', 'src/routes/foods.ts', 'src/app.ts']]),
    );
  });
});

describe('layer rules', () => {
  const folders = ['domain', 'db', 'site/src', 'worker/src'];

  it('hold across the project: domain, db, site and the worker’s resources reach only what they may', () => {
    expect(findLayerBreaches()).toEqual([]);
  });

  it('keep the business rules away from the server, the site and the database, type and lazy imports included', () => {
    withProject(
      {
        'domain/money.ts': "import type { AppEnv } from '../worker/src/app-env.ts';\nexport const cents = 1;\n",
        'domain/order.ts': "import { cents } from './money.ts';\nconst store = await import('../db/client.ts');\n",
        'domain/cart.ts': "import '../site/src/stores/cart.ts';\n",
        'worker/src/app-env.ts': "import { cents } from '../../domain/money.ts';\nexport type AppEnv = {};\n",
      },
      (root) =>
        expect(findLayerBreaches(root, folders)).toEqual([
          ['domain/cart.ts', 'site/src/stores/cart.ts'],
          ['domain/money.ts', 'worker/src/app-env.ts'],
          ['domain/order.ts', 'db/client.ts'],
        ]),
    );
  });

  it('keep the database away from the server and the site', () => {
    withProject(
      {
        'db/schema/orders.ts': "import { STATUSES } from '../../domain/order.ts';\nimport { limits } from '../../worker/src/limits.ts';\n",
        'db/client.ts': "import type { Env } from '../site/src/env.ts';\n",
      },
      (root) =>
        expect(findLayerBreaches(root, folders)).toEqual([
          ['db/client.ts', 'site/src/env.ts'],
          ['db/schema/orders.ts', 'worker/src/limits.ts'],
        ]),
    );
  });

  it('let the site read the API’s route types, and nothing else of the server, islands included', () => {
    withProject(
      {
        'site/src/lib/api.ts': "import type { ApiRoutes } from '../../../worker/src/api/routes.ts';\n",
        'site/src/islands/Orders.tsx': [
          "import type { Order } from '../../../worker/src/orders/answer.ts';",
          "import { placeOrder } from '../../../worker/src/orders/place-order.ts';",
        ].join('\n'),
        'site/src/pages/index.astro': "---\nimport { menu } from '../../../worker/src/menu/foods-route.ts';\n---\n<p>Menu</p>\n",
      },
      (root) =>
        expect(findLayerBreaches(root, folders)).toEqual([
          ['site/src/islands/Orders.tsx', 'worker/src/orders/answer.ts'],
          ['site/src/islands/Orders.tsx', 'worker/src/orders/place-order.ts'],
          ['site/src/pages/index.astro', 'worker/src/menu/foods-route.ts'],
        ]),
    );
  });

  it('keep HTTP out of a resource’s verbs and verbs out of its store; routes, requests and answers may speak HTTP', () => {
    withProject(
      {
        'worker/src/http/errors.ts': 'export class AppError extends Error {}\n',
        'worker/src/http/outcome.ts': 'export const valueOrRefusal = 1;\n',
        'worker/src/outcome.ts': 'export const done = 1;\n',
        'worker/src/team/change-role.ts': "import { done } from '../outcome.ts';\nimport { AppError } from '../http/errors.ts';\n",
        'worker/src/payments/stripe/stripe-gateway.ts': "import { AppError } from '../../http/errors.ts';\n",
        'worker/src/team/route.ts':
          "import { valueOrRefusal } from '../http/outcome.ts';\nimport { changeRole } from './change-role.ts';\n",
        'worker/src/orders/refund-request.ts': "import { AppError } from '../http/errors.ts';\n",
        'worker/src/team/change-role.test.ts': "import { AppError } from '../http/errors.ts';\n",
        'worker/src/menu/food-store.ts': "import { cache } from './menu-cache.ts';\nimport { rows } from './option-store.ts';\n",
        'worker/src/menu/option-store.ts': 'export const rows = 1;\n',
        'worker/src/menu/menu-cache.ts': 'export const cache = 1;\n',
      },
      (root) =>
        expect(findLayerBreaches(root, folders)).toEqual([
          ['worker/src/menu/food-store.ts', 'worker/src/menu/menu-cache.ts'],
          ['worker/src/payments/stripe/stripe-gateway.ts', 'worker/src/http/errors.ts'],
          ['worker/src/team/change-role.ts', 'worker/src/http/errors.ts'],
        ]),
    );
  });

  it('grow by a line: a folder the site may read is one more entry of its rule', () => {
    withProject({ 'site/src/lib/orders.ts': "import { OrderAnswer } from '../../../worker/src/contracts/orders.ts';\n" }, (root) => {
      expect(findLayerBreaches(root, folders)).toEqual([['site/src/lib/orders.ts', 'worker/src/contracts/orders.ts']]);
      const rules = LAYER_RULES.map((rule) =>
        rule.from === 'site/' ? { ...rule, allowed: [...(rule.allowed ?? []), 'worker/src/contracts/'] } : rule,
      );
      expect(findLayerBreaches(root, folders, rules)).toEqual([]);
    });
  });
});

describe('money edges', () => {
  it('amounts change unit only where the API is read and written, amounts are typed, and figures are written', () => {
    expect(findMoneyConversions()).toEqual([]);
  });

  it('are found in a rule, a verb or the site, not in a request, an answer or the money module itself', () => {
    withProject(
      {
        'domain/money.ts': 'export function dollarsToCents(amount: number) {\n  return Math.round(amount * 100);\n}\n',
        'domain/pricing.ts':
          "import { dollarsToCents } from './money.ts';\nexport const total = (price: number) =>\n  dollarsToCents(price);\n",
        'worker/src/menu/request.ts': 'export const price = dollarsToCents(1);\n',
        'worker/src/menu/create-food.ts': 'export const price = centsToDollars (1);\n',
        'site/src/islands/Cart.tsx': 'export const line = centsToDollars(1) + 1;\n',
        'site/src/islands/Cart.test.tsx': 'export const line = centsToDollars(1);\n',
      },
      (root) =>
        expect(findMoneyConversions(root, ['domain', 'worker/src', 'site/src'])).toEqual([
          'domain/pricing.ts:3',
          'site/src/islands/Cart.tsx:1',
          'worker/src/menu/create-food.ts:1',
        ]),
    );
  });
});
