import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { foodOptionGroups, menuOptions, optionGroups } from '../../../db/schema/index.ts';
import { FOOD_MESSAGES, slugify } from '../../../domain/food-form.ts';
import type { Translations } from '../../../domain/menu-translations.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import type { OptionGroupRequest } from './request.ts';

/** A dish's group as stored (prices in minor units); one ready to write has every id settled (kept, or new). */
export interface PlannedGroup {
  id: string;
  name: string;
  minSelect: number;
  maxSelect: number;
  options: { id: string; name: string; priceCents: number; isAvailable: boolean; translations?: Translations | null | undefined }[];
  /** Left out of a write: the saved ones stay. */
  translations?: Translations | null | undefined;
}

/** Every dish's groups, options in order, keyed by dish id: one query for the whole menu. */
export async function loadOptionGroupsByFood(db: Database): Promise<Map<string, PlannedGroup[]>> {
  const rows = await db
    .select({
      foodId: foodOptionGroups.foodId,
      groupId: optionGroups.id,
      groupName: optionGroups.name,
      minSelect: optionGroups.minSelect,
      maxSelect: optionGroups.maxSelect,
      groupTranslations: optionGroups.translations,
      optionId: menuOptions.id,
      optionName: menuOptions.name,
      priceCents: menuOptions.priceCents,
      isAvailable: menuOptions.isAvailable,
      optionTranslations: menuOptions.translations,
    })
    .from(foodOptionGroups)
    .innerJoin(optionGroups, eq(optionGroups.id, foodOptionGroups.groupId))
    .innerJoin(menuOptions, eq(menuOptions.groupId, optionGroups.id))
    .orderBy(asc(foodOptionGroups.foodId), asc(foodOptionGroups.position), asc(menuOptions.position));
  const byFood = new Map<string, PlannedGroup[]>();
  for (const row of rows) {
    const groups = byFood.get(row.foodId) ?? [];
    if (!byFood.has(row.foodId)) byFood.set(row.foodId, groups);
    let group = groups.at(-1);
    if (group?.id !== row.groupId) {
      group = {
        id: row.groupId,
        name: row.groupName,
        minSelect: row.minSelect,
        maxSelect: row.maxSelect,
        options: [],
        translations: row.groupTranslations,
      };
      groups.push(group);
    }
    group.options.push({
      id: row.optionId,
      name: row.optionName,
      priceCents: row.priceCents,
      isAvailable: row.isAvailable,
      translations: row.optionTranslations,
    });
  }
  return byFood;
}

/**
 * Settles the ids of the groups a dish is written with. A group sent with an id must exist (it
 * is shared, and changed for every dish offering it); an option keeps its id only when it is
 * already in that group, so an id cannot move an option out of another group.
 */
export async function planOptionGroups(db: Database, groups: readonly OptionGroupRequest[]): Promise<Outcome<PlannedGroup[]>> {
  const sharedIds = groups.flatMap((group) => (group.id ? [group.id] : []));
  const existing =
    sharedIds.length === 0
      ? []
      : await db
          .select({ id: menuOptions.id, groupId: menuOptions.groupId })
          .from(menuOptions)
          .where(inArray(menuOptions.groupId, sharedIds));
  const known =
    sharedIds.length === 0
      ? new Set<string>()
      : new Set(
          (await db.select({ id: optionGroups.id }).from(optionGroups).where(inArray(optionGroups.id, sharedIds))).map((row) => row.id),
        );
  const unknown = groups.find((group) => group.id && !known.has(group.id));
  // `errors: {}` as the ValidationError this was always answered with (worker/src/http/errors.ts).
  if (unknown?.id) return refused('invalid', FOOD_MESSAGES.unknownGroup(unknown.id), { errors: {} });
  const optionGroupOf = new Map(existing.map((row) => [row.id, row.groupId]));
  const planned = groups.map((group) => {
    const id = group.id ?? newId(group.name);
    return {
      id,
      name: group.name,
      minSelect: group.minSelect,
      maxSelect: group.maxSelect,
      translations: group.translations,
      options: group.options.map((option) => ({
        id: option.id && optionGroupOf.get(option.id) === id ? option.id : newId(`${group.name} ${option.name}`),
        name: option.name,
        priceCents: option.priceCents,
        isAvailable: option.isAvailable,
        translations: option.translations,
      })),
    };
  });
  return done(planned);
}

/**
 * The statements that make `foodId` offer exactly `groups`, for the dish write's own batch:
 * groups and their options written as planned, the dish's links replaced, and any group no dish
 * offers any more deleted with its options.
 */
export function optionGroupStatements(db: Database, foodId: string, groups: readonly PlannedGroup[]): BatchItem<'sqlite'>[] {
  const statements: BatchItem<'sqlite'>[] = [db.delete(foodOptionGroups).where(eq(foodOptionGroups.foodId, foodId))];
  for (const [position, group] of groups.entries()) {
    const { id, name, minSelect, maxSelect, translations } = group;
    // Translations left out of the write stay as saved (coalesce): an older form never wipes them.
    statements.push(
      db
        .insert(optionGroups)
        .values({ id, name, minSelect, maxSelect, translations: translations ?? null })
        .onConflictDoUpdate({
          target: optionGroups.id,
          set: {
            name,
            minSelect,
            maxSelect,
            translations: sql`coalesce(excluded.translations, ${optionGroups.translations})`,
            updatedAt: new Date(),
          },
        }),
      db.delete(menuOptions).where(
        and(
          eq(menuOptions.groupId, id),
          notInArray(
            menuOptions.id,
            group.options.map((option) => option.id),
          ),
        ),
      ),
      db
        .insert(menuOptions)
        .values(
          group.options.map((option, index) => ({ ...option, translations: option.translations ?? null, groupId: id, position: index })),
        )
        .onConflictDoUpdate({
          target: menuOptions.id,
          set: {
            position: sql`excluded.position`,
            name: sql`excluded.name`,
            priceCents: sql`excluded.price_cents`,
            isAvailable: sql`excluded.is_available`,
            translations: sql`coalesce(excluded.translations, ${menuOptions.translations})`,
          },
        }),
      db.insert(foodOptionGroups).values({ foodId, groupId: id, position }),
    );
  }
  statements.push(deleteUnofferedGroups(db));
  return statements;
}

/** Groups that no dish offers (its last dish deleted or unlinked): their options go with them. */
export function deleteUnofferedGroups(db: Database) {
  return db.delete(optionGroups).where(notInArray(optionGroups.id, db.select({ id: foodOptionGroups.groupId }).from(foodOptionGroups)));
}

/** Marks one option sold out or back; null when there is no such option. Returns its name and its group's. */
export function setOptionAvailabilityStatement(db: Database, optionId: string, isAvailable: boolean) {
  return db
    .update(menuOptions)
    .set({ isAvailable })
    .where(eq(menuOptions.id, optionId))
    .returning({ id: menuOptions.id, name: menuOptions.name });
}

/** 'Pizza extras Olives' → 'pizza-extras-olives-3f9a1c2b': readable in an order's data, unique by its tail. */
function newId(name: string): string {
  return `${slugify(name).slice(0, 40)}-${crypto.randomUUID().slice(0, 8)}`;
}
