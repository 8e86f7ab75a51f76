import type { OwnerPageTexts } from './shape.ts';
import { en } from './en.ts';

export const it: OwnerPageTexts = en;
