import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { call } from './auth.ts';

interface ListedCategory {
  id: string;
  name: string;
  description: string;
  image: string;
  isHidden: boolean;
}

/** Sets the tax rate (percent) of the category with this id or name, as the admin's form saves it, keeping the rest. */
export async function setCategoryTaxRate(t: TestApp, token: string, idOrName: string, taxRate: number): Promise<void> {
  const categories = (await (await call(t, '/api/categories')).json()) as ListedCategory[];
  const { id, name, description, image, isHidden } = categories.find((category) => category.id === idOrName || category.name === idOrName)!;
  const response = await call(t, `/api/categories/${id}`, { method: 'PUT', body: { name, description, image, isHidden, taxRate }, token });
  expect(response.status).toBe(200);
}
